import { CheckResult, DefectClass, ReportResult, ReportSectionKind } from '@portal/domain';
import type { PdfLabelSet, PdfTexts } from '../../lib/pdf-kit';

/** Every text the PDF report prints, in English and French. */
export const REPORT_PDF_LABELS = {
  title: { en: 'Inspection report', fr: "Rapport d'inspection" },
  booking: { en: 'Booking {bookingNo}', fr: 'Réservation {bookingNo}' },
  bookingNo: { en: 'Booking number', fr: 'Numéro de réservation' },
  customer: { en: 'Customer', fr: 'Client' },
  supplier: { en: 'Supplier', fr: 'Fournisseur' },
  factory: { en: 'Factory', fr: 'Usine' },
  factoryAddress: { en: 'Factory address', fr: "Adresse de l'usine" },
  inspectionDates: { en: 'Inspection dates', fr: "Dates d'inspection" },
  inspectors: { en: 'Inspectors', fr: 'Inspecteurs' },
  overallResult: { en: 'Overall result', fr: 'Résultat global' },
  summary: { en: 'Summary', fr: 'Résumé' },
  aqlTable: { en: 'AQL results per product', fr: 'Résultats AQL par produit' },
  product: { en: 'Product', fr: 'Produit' },
  bookedQuantity: { en: 'Booked qty', fr: 'Qté réservée' },
  sampleSize: { en: 'Sample size', fr: 'Échantillon' },
  found: { en: 'Found', fr: 'Trouvés' },
  productResult: { en: 'Result', fr: 'Résultat' },
  aqlNote: {
    en: 'Per class: defects found / accept number Ac / reject number Re (AQL). N/A: the class is not inspected.',
    fr: "Par classe : défauts trouvés / nombre d'acceptation Ac / nombre de rejet Re (NQA). N/A : la classe n'est pas contrôlée.",
  },
  defects: { en: 'Defects', fr: 'Défauts' },
  description: { en: 'Description', fr: 'Description' },
  defectClass: { en: 'Class', fr: 'Classe' },
  count: { en: 'Count', fr: 'Nombre' },
  noDefect: { en: 'No defect found.', fr: 'Aucun défaut trouvé.' },
  photos: { en: 'Photos', fr: 'Photos' },
  photoOf: { en: 'Photo {n}: {caption}', fr: 'Photo {n} : {caption}' },
  checkpoints: { en: 'Checkpoints', fr: 'Points de contrôle' },
  checkpoint: { en: 'Checkpoint', fr: 'Point de contrôle' },
  answer: { en: 'Answer', fr: 'Réponse' },
  comment: { en: 'Comment', fr: 'Commentaire' },
  notAnswered: { en: 'Not answered', fr: 'Sans réponse' },
  noCheckpoint: { en: 'No checkpoint in this section.', fr: 'Aucun point de contrôle dans cette section.' },
  quantities: { en: 'Quantities', fr: 'Quantités' },
  presentedQuantity: { en: 'Presented qty', fr: 'Qté présentée' },
  packedQuantity: { en: 'Packed qty', fr: 'Qté emballée' },
  cartonCount: { en: 'Cartons', fr: 'Cartons' },
  measurements: { en: 'Measurements', fr: 'Mesures' },
  point: { en: 'Point', fr: 'Point de mesure' },
  spec: { en: 'Spec ± tol.', fr: 'Spéc. ± tol.' },
  values: { en: 'Measured', fr: 'Mesuré' },
  inTolerance: { en: 'In tolerance', fr: 'Dans la tolérance' },
  outOfTolerance: { en: 'Out of tolerance', fr: 'Hors tolérance' },
  noMeasurement: { en: 'No measurement recorded.', fr: 'Aucune mesure enregistrée.' },
  remarks: { en: 'Remarks', fr: 'Remarques' },
  noRemarks: { en: 'No remark.', fr: 'Aucune remarque.' },
  signatures: { en: 'Signatures', fr: 'Signatures' },
  inspectedBy: { en: 'Inspected and submitted by', fr: 'Inspecté et soumis par' },
  checkedBy: { en: 'Checked and validated by', fr: 'Vérifié et validé par' },
  technicalBy: { en: 'Technical validation by', fr: 'Validation technique par' },
  onDate: { en: 'on {date}', fr: 'le {date}' },
} satisfies PdfLabelSet<string>;

export type ReportPdfLabel = keyof typeof REPORT_PDF_LABELS;

export const RESULT_LABELS: Record<ReportResult, PdfTexts> = {
  [ReportResult.Pass]: { en: 'PASS', fr: 'CONFORME' },
  [ReportResult.Fail]: { en: 'FAIL', fr: 'NON CONFORME' },
  [ReportResult.Pending]: { en: 'PENDING', fr: 'EN ATTENTE' },
};

export const CHECK_RESULT_LABELS: Record<CheckResult, PdfTexts> = {
  [CheckResult.Pass]: { en: 'Pass', fr: 'Conforme' },
  [CheckResult.Fail]: { en: 'Fail', fr: 'Non conforme' },
  // Spec section 9: 'N/A' in both languages.
  [CheckResult.NotApplicable]: { en: 'N/A', fr: 'N/A' },
  [CheckResult.Pending]: { en: 'Pending', fr: 'En attente' },
};

export const DEFECT_CLASS_LABELS: Record<DefectClass, PdfTexts> = {
  [DefectClass.Critical]: { en: 'Critical', fr: 'Critique' },
  [DefectClass.Major]: { en: 'Major', fr: 'Majeur' },
  [DefectClass.Minor]: { en: 'Minor', fr: 'Mineur' },
};

export const SECTION_LABELS: Record<ReportSectionKind, PdfTexts> = {
  [ReportSectionKind.QuantityCheck]: { en: 'Quantity check', fr: 'Contrôle des quantités' },
  [ReportSectionKind.Packing]: { en: 'Packing', fr: 'Emballage' },
  [ReportSectionKind.Marking]: { en: 'Marking', fr: 'Marquage' },
  [ReportSectionKind.Workmanship]: { en: 'Workmanship', fr: 'Fabrication' },
  [ReportSectionKind.Measurement]: { en: 'Measurements', fr: 'Mesures' },
  [ReportSectionKind.FunctionTest]: { en: 'Function tests', fr: 'Tests de fonctionnement' },
  [ReportSectionKind.CustomerCheckpoints]: {
    en: "Customer's checkpoints",
    fr: 'Points de contrôle du client',
  },
};
