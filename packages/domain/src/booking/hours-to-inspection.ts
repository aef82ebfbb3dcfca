/** Spec section 9: hours-to-inspection bands, shown on open bookings. */
export enum HoursToInspectionBand {
  Under24 = 1,
  From24To48 = 2,
  Over48 = 3,
}

/** Under 24 h (also an inspection already started or past), 24 to 48 h, over 48 h. */
export function hoursBand(hours: number): HoursToInspectionBand {
  if (hours < 24) return HoursToInspectionBand.Under24;
  if (hours <= 48) return HoursToInspectionBand.From24To48;
  return HoursToInspectionBand.Over48;
}
