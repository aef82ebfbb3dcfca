import { isChunkLoadError, loadOrReload } from './lazy-with-reload';

function chunkError() {
  const error = new Error('Loading chunk 262 failed.\n(missing: http://x/262.a1b2c3d4.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('loadOrReload', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads the page once when a chunk fails to load', async () => {
    const reload = jest.fn();
    const pending = loadOrReload(() => Promise.reject(chunkError()), reload);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    await expect(Promise.race([pending, Promise.resolve('still pending')])).resolves.toBe('still pending');
  });

  it('does not loop: a second chunk failure right after the reload is thrown', async () => {
    const reload = jest.fn();
    void loadOrReload(() => Promise.reject(chunkError()), reload);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loadOrReload(() => Promise.reject(chunkError()), reload)).rejects.toThrow('Loading chunk');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clears the mark after a successful load, and never reloads for other errors', async () => {
    const reload = jest.fn();
    sessionStorage.setItem('portal:chunk-reload', '1');
    await expect(loadOrReload(() => Promise.resolve('module'), reload)).resolves.toBe('module');
    expect(sessionStorage.getItem('portal:chunk-reload')).toBeNull();
    await expect(loadOrReload(() => Promise.reject(new TypeError('boom')), reload)).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads while the browser is offline: the error is thrown for the area fallback', async () => {
    const reload = jest.fn();
    const offline = () => true;
    await expect(
      loadOrReload(() => Promise.reject(chunkError()), reload, sessionStorage, offline),
    ).rejects.toThrow('Loading chunk');
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('portal:chunk-reload')).toBeNull();
  });

  it('recognises chunk errors by name or message', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('other'))).toBe(false);
  });
});
