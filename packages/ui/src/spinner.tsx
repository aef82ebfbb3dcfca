export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-3 p-6 text-sm text-slate-600">
      <span
        className="h-5 w-5 animate-spin rounded-full border-2 border-sky-600 border-t-transparent"
        aria-hidden
      />
      {label}
    </div>
  );
}
