import { RightType } from '@portal/domain';

// Outline icon paths (24 px grid), one per right type.
const PATHS: Record<RightType, string> = {
  [RightType.Inspection]: 'M11 4a7 7 0 1 0 4.9 12l4.1 4M11 4a7 7 0 0 1 4.9 12',
  [RightType.Audit]: 'M9 4h6v3H9zM7 6H5v14h14V6h-2M8 12l3 3 5-5',
  [RightType.TCF]: 'M4 6h6l2 2h8v11H4zM4 10h16',
  [RightType.LabTesting]: 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 2 3h10a2 2 0 0 0 2-3l-5-9V3M7 15h10',
  [RightType.Customer]: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  [RightType.Vendor]: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4',
  [RightType.HumanResource]:
    'M3 5h18v14H3zM9 13a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM6 17a3 3 0 0 1 6 0M14 10h4M14 14h4',
  [RightType.Document]:
    'M12 3c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  [RightType.Admin]:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
};

export function RightTypeIcon({ rightType, muted = false }: { rightType: RightType; muted?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      className={`h-4 w-4 shrink-0 fill-none stroke-current stroke-2 ${muted ? 'text-slate-400' : 'text-sky-700'}`}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[rightType]} />
    </svg>
  );
}
