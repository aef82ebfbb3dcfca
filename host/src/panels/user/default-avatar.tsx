/** Default avatars when there is no photo (spec section 8): inline SVG, nothing to download or fail. */
export function DefaultAvatar({ gender, className = 'h-9 w-9' }: { gender: 'M' | 'F'; className?: string }) {
  const female = gender === 'F';
  return (
    <svg
      viewBox="0 0 40 40"
      className={`${className} rounded-full`}
      role="img"
      aria-hidden="true"
      data-avatar={female ? 'female' : 'male'}
    >
      <rect width="40" height="40" fill={female ? '#fce7f3' : '#dbeafe'} />
      {female ? (
        // Longer hair framing the face and falling to the shoulders.
        <path
          d="M20 7c-6.5 0-10 4.8-10 11v9c0 1.5 1 2.5 2.3 2.5h15.4c1.3 0 2.3-1 2.3-2.5v-9C30 11.8 26.5 7 20 7Z"
          fill="#9d174d"
        />
      ) : (
        // Short hair on top of the head.
        <path
          d="M11.5 17c0-6 3.8-9.5 8.5-9.5s8.5 3.5 8.5 9.5c-1.2-2.6-4-4.2-8.5-4.2s-7.3 1.6-8.5 4.2Z"
          fill="#1e3a8a"
        />
      )}
      <circle cx="20" cy="18" r="6.5" fill="#f5d0b5" />
      <path d="M7 40c0-7.5 5.8-12.5 13-12.5S33 32.5 33 40Z" fill={female ? '#db2777' : '#2563eb'} />
    </svg>
  );
}
