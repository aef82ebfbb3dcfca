/**
 * `isEncrypt: true` (spec section 7) marks a password sent base64-encoded (UTF-8). It is an encoding
 * that keeps odd characters intact in transit, not a secret: TLS protects the password on the wire.
 */
export function encodeSignInPassword(password: string): string {
  const bytes = new TextEncoder().encode(password);
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary);
}

export function decodeSignInPassword(encoded: string): string | null {
  try {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded)) return null;
    const binary = atob(encoded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
