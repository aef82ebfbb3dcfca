/**
 * The PDF report at the size the issue sets: 40 photos (1600 × 1200, the browser's resize limit, about
 * 200 KB each as stored) and 100 defects over 5 products, 12 checkpoints, measurements, in English. Each run
 * draws the whole PDF as the server does (renderReportPdf, photos read from a files folder by the server's
 * own reader); the report's rows are built in memory, so the figure is the generation alone (reading the
 * report is a handful of indexed queries by booking id). Records the time (median, p95, max of
 * BENCH_REPORT_PDF_RUNS runs after one warm-up), the PDF's size and pages, and the process memory: the RSS
 * and V8 heap growth at the peak of a run (sampled every 10 ms) and what a run leaves behind after a
 * garbage collection. Goals: <= 3 s and <= 200 MB growth. Prints a Markdown section for docs/performance.md;
 * run by scripts/bench.mjs (`npm run bench -- --only report-pdf`), directly `tsx server/src/bench/report-pdf-bench.ts`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import {
  BUSINESS_ENTITIES,
  CheckResult,
  CheckSamplingKind,
  countByClass,
  DefectClass,
  ReportResult,
  ReportSectionKind,
  ReportStatus,
  type ClassLimits,
  type ReportCheckAnswer,
  type ReportTemplateSection,
} from '@portal/domain';
import { generatedPng } from '../modules/report-files/generated-images';
import { renderReportPdf } from '../modules/report-files/report-pdf';
import type { PdfDefect, PdfPhoto, ReportPdfData } from '../modules/report-files/report-pdf-data';
import { storedPhotoReader } from '../modules/report-files/report-pdf-file';

const RUNS = Number(process.env.BENCH_REPORT_PDF_RUNS ?? 7);
const PHOTOS = 40;
const DEFECTS = 100;
const PRODUCTS = 5;
const MB = 2 ** 20;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const limits: ClassLimits = {
  critical: { aql: 0, sampleSize: 200, ac: 0, re: 1 },
  major: { aql: 2.5, sampleSize: 200, ac: 10, re: 11 },
  minor: { aql: 4, sampleSize: 200, ac: 14, re: 15 },
};
const CLASSES = [DefectClass.Major, DefectClass.Minor, DefectClass.Critical];

function sections(): ReportTemplateSection[] {
  const kinds = [
    ReportSectionKind.QuantityCheck,
    ReportSectionKind.Packing,
    ReportSectionKind.Marking,
    ReportSectionKind.Workmanship,
    ReportSectionKind.FunctionTest,
    ReportSectionKind.CustomerCheckpoints,
  ];
  return kinds.map((kind) => ({
    kind,
    checks: [1, 2].map((n) => ({
      key: `k${kind}-${n}`,
      label: `Checkpoint ${n} of section ${kind}, checked against the approved sample`,
      sampling: { kind: CheckSamplingKind.Pieces, value: 5 },
      mandatory: n === 1,
      instructions: null,
    })),
  }));
}

function reportData(photoPaths: string[]): ReportPdfData {
  const defects: PdfDefect[] = Array.from({ length: DEFECTS }, (_, i) => ({
    id: crypto.randomUUID(),
    productId: 1 + (i % PRODUCTS),
    description: `Defect ${i + 1}: stitching loose at the side seam, found on inspection`,
    defectClass: CLASSES[i % CLASSES.length]!,
    count: 1 + (i % 3),
    checkKey: null,
  }));
  const photos: PdfPhoto[] = photoPaths.map((storedPath, i) => ({
    id: crypto.randomUUID(),
    defectId: defects[i % DEFECTS]!.id,
    checkKey: null,
    caption: `Close-up ${i + 1}`,
    mimeType: 'image/png',
    storedPath,
  }));
  const checks: Record<string, ReportCheckAnswer> = {};
  for (const section of sections())
    for (const check of section.checks)
      checks[check.key] = { key: check.key, result: CheckResult.Pass, comment: 'As per the approved sample' };
  return {
    reportId: 1,
    bookingId: 1,
    bookingNo: 'INS-000001',
    entityId: 1,
    version: 1,
    status: ReportStatus.Validated,
    result: ReportResult.Fail,
    sentAt: null,
    customerId: 1,
    customerName: 'Northwind Retail Ltd',
    customerLanguage: 'English',
    downloadAllowed: true,
    supplierName: 'Dhaka Knitwear Ltd.',
    factoryName: 'Gazipur Knit Factory',
    factoryAddress: 'Plot 7, BSCIC Industrial Estate, Konabari, Gazipur, Bangladesh',
    inspectionDateFrom: '2026-11-20',
    inspectionDateTo: '2026-11-21',
    inspectors: ['Rahul Sharma', 'Mohammad Rahim'],
    sections: sections(),
    checks,
    remarks: 'Factory to rework the side seams before shipment.',
    products: Array.from({ length: PRODUCTS }, (_, i) => ({
      productId: i + 1,
      reference: `NR-BENCH-${i + 1}`,
      name: `Bench product ${i + 1}`,
      bookedQuantity: 3000,
      sampleSize: 200,
      limits,
      found: countByClass(defects.filter((defect) => defect.productId === i + 1)),
      quantities: { presentedQuantity: 3000, packedQuantity: 2950, cartonCount: 120 },
      measurements: [
        {
          id: crypto.randomUUID(),
          point: 'Chest width',
          specValue: 52,
          tolerance: 1,
          unit: 'cm',
          values: [51.8, 52.1, 52.4, 51.9, 52.6],
        },
      ],
    })),
    defects,
    photos,
    submittedBy: null,
    inspectorSignature: { name: 'Rahul Sharma', at: new Date() },
    checkerSignature: { name: 'Hannah Okafor', at: new Date() },
    technicalSignature: null,
    pdfPath: null,
    pdfVersion: null,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const median = (sorted: number[]) => percentile(sorted, 50);
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

async function main() {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-pdf-bench-'));
  try {
    const photoPaths: string[] = [];
    let photoBytes = 0;
    for (let i = 0; i < PHOTOS; i++) {
      const relative = `report-photos/bench/${i}.png`;
      const bytes = generatedPng(1600, 1200, i);
      photoBytes += bytes.length;
      fs.mkdirSync(path.join(filesDir, 'report-photos/bench'), { recursive: true });
      fs.writeFileSync(path.join(filesDir, relative), bytes);
      photoPaths.push(relative);
    }
    const data = reportData(photoPaths);
    const entity = BUSINESS_ENTITIES[0]!;
    const render = () =>
      renderReportPdf({
        data,
        entity: { name: entity.name, shortName: entity.shortName, supportEmail: entity.supportEmail },
        lang: 'en',
        readPhoto: storedPhotoReader(filesDir),
      });

    await render(); // warm-up: module code, fonts
    const times: number[] = [];
    const peakRss: number[] = [];
    const peakHeap: number[] = [];
    const retainedHeap: number[] = [];
    let size = 0;
    let pages = 0;
    for (let run = 0; run < RUNS; run++) {
      gc();
      const before = process.memoryUsage();
      let maxRss = before.rss;
      let maxHeap = before.heapUsed;
      const sampler = setInterval(() => {
        const now = process.memoryUsage();
        maxRss = Math.max(maxRss, now.rss);
        maxHeap = Math.max(maxHeap, now.heapUsed);
      }, 10);
      const started = process.hrtime.bigint();
      const pdf = await render();
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      clearInterval(sampler);
      const end = process.memoryUsage();
      peakRss.push(Math.max(maxRss, end.rss) - before.rss);
      peakHeap.push(Math.max(maxHeap, end.heapUsed) - before.heapUsed);
      size = pdf.length;
      pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
      gc();
      retainedHeap.push(process.memoryUsage().heapUsed - before.heapUsed);
    }
    const sorted = (values: number[]) => [...values].sort((x, y) => x - y);
    const t = sorted(times);
    const rss = sorted(peakRss);
    const heap = sorted(peakHeap);
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const lines = [
      '## PDF report generation (40 photos, 100 defects)',
      '',
      `Measured by \`server/src/bench/report-pdf-bench.ts\` (\`npm run bench -- --only report-pdf\`) on ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
      `The whole PDF drawn as the server does it, ${RUNS} runs after a warm-up: ${PHOTOS} photos of 1600 × 1200 (${mb(photoBytes)} on disk) read from the files folder, ${DEFECTS} defects over ${PRODUCTS} products, 12 checkpoints; ${pages} pages, ${mb(size)}.`,
      'Memory is the process growth from a collected heap before the run: the peak during the run (sampled every 10 ms) and what is left after the run and a collection.',
      '',
      '| measure | median | p95 | max | goal |',
      '|---|---|---|---|---|',
      `| generation time | ${median(t).toFixed(0)} ms | ${percentile(t, 95).toFixed(0)} ms | ${t[t.length - 1]!.toFixed(0)} ms | <= 3000 ms |`,
      `| RSS growth at peak | ${mb(median(rss))} | ${mb(percentile(rss, 95))} | ${mb(rss[rss.length - 1]!)} | <= 200 MB |`,
      `| V8 heap growth at peak | ${mb(median(heap))} | ${mb(percentile(heap, 95))} | ${mb(heap[heap.length - 1]!)} | |`,
      `| V8 heap left after the run (collected) | ${mb(median(sorted(retainedHeap)))} | | ${mb(Math.max(...retainedHeap))} | |`,
      '',
      `Load average (1 min) on ${os.cpus().length} cores when the runs ended: ${os.loadavg()[0]!.toFixed(1)}.`,
      '',
    ];
    console.log(lines.join('\n'));
  } finally {
    fs.rmSync(filesDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
