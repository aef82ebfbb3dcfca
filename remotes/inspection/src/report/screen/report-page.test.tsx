import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CheckResult,
  DefectClass,
  ReportAction,
  ReportResult,
  ReportStatus,
  ReviewAction,
  ReviewLevel,
  ReviewStatus,
  BookingStatus,
  type ReportDetail,
  type ReportDraftSave,
} from '@portal/domain';
import { clearToasts } from '@portal/ui';
import { RefusedChange } from '../offline/report-outbox';
import { applySave } from '../offline/draft-merge';
import { aDefect, aReport } from '../testing/report-fixtures';
import { cloneLikeTheBrowser, connection, openReport, saveStatus } from './report-screen-test-support';

cloneLikeTheBrowser();
jest.setTimeout(30_000);
jest.mock('browser-image-compression', () => ({
  __esModule: true,
  // The resize itself is the library's; here it hands back a small JPEG.
  default: jest.fn(async () => new Blob([new Uint8Array(64)], { type: 'image/jpeg' })),
}));

/** The server: GET answers `stored`, PUT lays the body over it (merged by key and id, as the server does). */
let stored: ReportDetail;
const saves: ReportDraftSave[] = [];
const api = {
  get: jest.fn(async () => stored),
  save: jest.fn(async (_bookingId: number, body: ReportDraftSave) => {
    saves.push(body);
    stored = applySave(stored, body);
    return stored;
  }),
  uploadPhoto: jest.fn(
    async (_bookingId: number, photo: { fields: { id: string; defectId: string | null } }) => {
      const uploaded = {
        ...photo.fields,
        checkKey: null,
        caption: null,
        width: 1600,
        height: 1200,
        size: 64,
        url: 'u',
      };
      stored = { ...stored, photos: [...stored.photos, uploaded] };
      return uploaded;
    },
  ),
  photo: jest.fn(async () => new Blob([new Uint8Array(8)], { type: 'image/jpeg' })),
  step: jest.fn(),
  defectList: jest.fn(async () => [
    { id: 4, name: 'Broken stitch', category: 'Sewing', defaultClass: DefectClass.Major },
  ]),
  decide: jest.fn(),
  decisions: jest.fn(async () => [
    {
      id: 21,
      customerId: 1,
      customerName: 'N',
      resultType: 2,
      name: 'Reject the lot',
      releasesShipment: false,
      sort: 1,
      active: true,
      version: 1,
    },
    {
      id: 22,
      customerId: 1,
      customerName: 'N',
      resultType: 2,
      name: 'Accept with deviation',
      releasesShipment: true,
      sort: 2,
      active: true,
      version: 1,
    },
  ]),
  pdf: jest.fn(async () => new Blob(['%PDF'], { type: 'application/pdf' })),
};
jest.mock('./report-api', () => ({
  ...jest.requireActual('./report-api'),
  useReportApi: () => api,
}));

const net = connection();
let booking = 500;
/** Each test a booking of its own: the drafts kept in IndexedDB never meet. */
function aBooking(over: Partial<ReportDetail> = {}) {
  booking += 1;
  stored = aReport({ bookingId: booking, ...over });
  return booking;
}

beforeEach(() => {
  jest.clearAllMocks();
  clearToasts();
  saves.length = 0;
  net.set(true);
  URL.createObjectURL = jest.fn(() => 'blob:photo');
  URL.revokeObjectURL = jest.fn();
});

const answer = (check: string, result: string) =>
  fireEvent.click(within(screen.getByRole('group', { name: `Answer of ${check}` })).getByLabelText(result));

async function addTypedDefect(description: string, defectClass: string, count: string) {
  const input = screen.getByRole('combobox', { name: 'Description' });
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: description } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(`Add item`) }, { timeout: 3000 }));
  const classBox = screen.getByRole('combobox', { name: 'Class' });
  fireEvent.mouseDown(classBox);
  fireEvent.click(await screen.findByRole('option', { name: defectClass }));
  fireEvent.change(screen.getByLabelText('Count'), { target: { value: count } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
}

describe('ReportPage: the inspector fills', () => {
  it('shows the booking, the states and the AQL table, records answers and defects, and saves them', async () => {
    const id = aBooking();
    await openReport(id);
    expect(await screen.findByText('Northwind Retail Ltd')).toBeInTheDocument();
    expect(screen.getByText('12 Harbour Road, Dongguan')).toBeInTheDocument();
    const states = screen.getByRole('group', { name: 'States' });
    expect(states).toHaveTextContent('Mission: Confirmed');
    expect(states).toHaveTextContent('Filling: Preparation');
    expect(states).toHaveTextContent('Review: Not submitted');
    expect(states).toHaveTextContent('Report: Draft');
    const aql = screen.getByRole('table', { name: 'AQL of STY-1' });
    expect(within(aql).getByRole('row', { name: /Critical/ })).toHaveTextContent('CriticalN/AN/AN/A0');
    expect(within(aql).getByRole('row', { name: /Major/ })).toHaveTextContent('Major2.5560');
    expect(screen.getByText('5 pcs')).toBeInTheDocument();
    expect(screen.getByText('10 %')).toBeInTheDocument();
    expect(screen.getByTestId('overall-result')).toHaveTextContent('Pass');

    answer('Carton drop test', 'Pass');
    await addTypedDefect('Open seam', 'Major', '6');
    // Six majors reach Re 6: the product and the report fail at once, before any save.
    expect(within(aql).getByRole('row', { name: /Major/ })).toHaveTextContent('Major2.5566');
    expect(screen.getByTestId('overall-result')).toHaveTextContent('Fail');
    expect(saveStatus()).toHaveTextContent('Saving…');

    await waitFor(() => expect(saveStatus()).toHaveTextContent('All changes saved'), { timeout: 5000 });
    // One save, or two on a slow machine (the answer and the defect more than a second apart).
    expect(api.save.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(stored.checks).toEqual([{ key: 'carton-drop', result: CheckResult.Pass, comment: null }]);
    expect(stored.defects).toMatchObject([
      {
        description: 'Open seam',
        defectClass: DefectClass.Major,
        count: 6,
        productId: 3,
        defectListId: null,
      },
    ]);
  });

  it('adds a measurement point once named, marks the values out of tolerance and makes the result pending', async () => {
    const id = aBooking();
    await openReport(id);
    await screen.findByText('Northwind Retail Ltd');
    fireEvent.click(screen.getByRole('button', { name: 'Add a point' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add the point' }));
    expect(screen.getByText('Name the point.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Point'), { target: { value: 'Chest width' } });
    fireEvent.change(screen.getByLabelText('Specification'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Tolerance ±'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Unit'), { target: { value: 'cm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the point' }));
    fireEvent.change(screen.getByLabelText('Measured values (Chest width)'), {
      target: { value: '50.5 52' },
    });
    const values = screen.getByRole('list', { name: 'Measured values' });
    expect(
      within(values)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['50.5', '52 (out of tolerance)']);
    expect(screen.getByTestId('overall-result')).toHaveTextContent('Pending');
    await waitFor(() => expect(saveStatus()).toHaveTextContent('All changes saved'), { timeout: 5000 });
    expect(stored.products[0]!.measurements).toMatchObject([
      { point: 'Chest width', specValue: 50, tolerance: 1, unit: 'cm', values: [50.5, 52] },
    ]);
  });

  it('keeps changes on the device while offline, shows them after a reload, and sends them back online', async () => {
    const id = aBooking({ defects: [aDefect()] });
    const first = await openReport(id);
    await screen.findByText('Loose thread');
    await act(async () => net.set(false));
    answer('Shipping marks', 'Fail');
    fireEvent.change(screen.getByLabelText('Remarks'), { target: { value: 'Power cut at 11:00' } });
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Offline — 1 change kept on this device'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete defect Loose thread' }));
    expect(screen.queryByText('Loose thread')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
    expect(api.save).not.toHaveBeenCalled();
    first.unmount();

    // A reload while offline: the server cannot be read, the copy on this device is shown with the changes.
    api.get.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await openReport(id);
    expect(await screen.findByText(/You are offline/)).toBeInTheDocument();
    expect(screen.getByLabelText('Remarks')).toHaveValue('Power cut at 11:00');
    expect(screen.queryByText('Loose thread')).not.toBeInTheDocument();
    expect(screen.getByTestId('overall-result')).toHaveTextContent('Pending');

    await act(async () => net.set(true));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('All changes saved'), { timeout: 5000 });
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({
      checks: [{ key: 'shipping-mark', result: CheckResult.Fail, comment: null }],
      remarks: 'Power cut at 11:00',
      deletedDefectIds: ['d-1'],
    });
    expect(stored.defects).toEqual([]);
  });

  it('takes a photo of a defect, shows it before the upload, then uploads it', async () => {
    const id = aBooking({ defects: [aDefect()] });
    await openReport(id);
    await screen.findByText('Loose thread');
    await act(async () => net.set(false));
    const file = new File([new Uint8Array(4096)], 'IMG_0001.HEIC', { type: 'image/heic' });
    const input = screen.getByLabelText('Add a photo of Loose thread');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    expect(await screen.findByText('Not uploaded yet')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Photo of Loose thread' })).toHaveAttribute('src', 'blob:photo'),
    );
    expect(api.uploadPhoto).not.toHaveBeenCalled();
    await act(async () => net.set(true));
    await waitFor(() => expect(api.uploadPhoto).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(api.uploadPhoto.mock.calls[0]![1]).toMatchObject({
      fields: { defectId: 'd-1', checkKey: null },
      fileName: 'IMG_0001.jpg',
      type: 'image/jpeg',
    });
    await waitFor(() => expect(screen.queryByText('Not uploaded yet')).not.toBeInTheDocument());
    // The thumbnail keeps the device's bytes: the photo just sent is not downloaded again.
    expect(api.photo).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a submit, then is read only once submitted', async () => {
    const id = aBooking();
    await openReport(id);
    await screen.findByText('Northwind Retail Ltd');
    api.step.mockRejectedValueOnce(
      new RefusedChange('Answer every mandatory checkpoint before submitting: Carton drop test.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit the report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Answer every mandatory checkpoint before submitting: Carton drop test.',
    );

    answer('Carton drop test', 'Pass');
    api.step.mockImplementationOnce(async () => ({
      ...stored,
      bookingStatus: BookingStatus.Inspected,
      reviewStatus: ReviewStatus.NotStarted,
      reviewLevel: ReviewLevel.Checker,
      submittedAt: '2026-03-11T10:00:00.000Z',
      result: ReportResult.Pass,
      allowedActions: [],
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit the report' }));
    // The answer reached the server before the submit.
    await waitFor(() => expect(api.step).toHaveBeenCalledTimes(2));
    expect(saves).toHaveLength(1);
    expect(api.step).toHaveBeenLastCalledWith(id, 'submit', null);
    expect(await screen.findByText('The report was submitted.')).toBeInTheDocument();
    expect(screen.getByText(/The report is submitted/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit the report' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'States' })).toHaveTextContent('Review: Not started');
  });
});

describe('ReportPage: review and decision', () => {
  const submitted = {
    bookingStatus: BookingStatus.Inspected,
    submittedAt: '2026-03-11T10:00:00.000Z',
    reviewStatus: ReviewStatus.InProgress,
    reviewLevel: ReviewLevel.Checker,
    result: ReportResult.Fail,
    defects: [aDefect()],
    reviews: [
      {
        action: ReviewAction.Submitted,
        level: null,
        comment: null,
        userName: 'Anita Desai',
        at: '2026-03-11T10:00:00.000Z',
      },
      {
        action: ReviewAction.ReviewStarted,
        level: ReviewLevel.Checker,
        comment: null,
        userName: 'Ravi Shah',
        at: '2026-03-11T11:00:00.000Z',
      },
    ],
  };

  it('lets the checker send back with a comment and validate, and lists the history', async () => {
    const id = aBooking({ ...submitted, allowedActions: [ReportAction.SendBack, ReportAction.Validate] });
    await openReport(id);
    const history = await screen.findByRole('region', { name: 'Review history' });
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent(
      'Review started (report checker) by Ravi Shah on',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Send back' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(
      within(dialog).getByText('What must the inspector correct?', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(api.step).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('What must the inspector correct?'), {
      target: { value: 'Photo of the seam missing' },
    });
    api.step.mockImplementationOnce(async () => ({
      ...stored,
      status: ReportStatus.Invalid,
      reviewStatus: null,
      allowedActions: [],
    }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await waitFor(() => expect(api.step).toHaveBeenCalledWith(id, 'send-back', 'Photo of the seam missing'));
    expect(await screen.findByText('The report was sent back to the inspector.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'States' })).toHaveTextContent('Report: Invalid');
  });

  it('validates, then offers CS the send', async () => {
    const id = aBooking({ ...submitted, allowedActions: [ReportAction.SendBack, ReportAction.Validate] });
    await openReport(id);
    api.step.mockImplementationOnce(async () => ({
      ...stored,
      status: ReportStatus.Validated,
      reviewStatus: ReviewStatus.Validated,
      allowedActions: [ReportAction.Send, ReportAction.Download],
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(api.step).toHaveBeenCalledWith(id, 'validate', null));
    expect(await screen.findByText('The report was validated.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Validate' })).not.toBeInTheDocument();
    // CS goes on to send it.
    expect(screen.getByRole('link', { name: 'Send to the customer' })).toHaveAttribute(
      'href',
      `/1/send-email/send-email/${id}`,
    );
  });

  it('shows the customer the result, the defects read only, the PDF and the decision form', async () => {
    const id = aBooking({
      ...submitted,
      bookingStatus: BookingStatus.ReportSent,
      status: ReportStatus.Validated,
      reviewStatus: ReviewStatus.Validated,
      allowedActions: [ReportAction.Decide, ReportAction.Download],
    });
    await openReport(id);
    expect(await screen.findByTestId('overall-result')).toHaveTextContent('Fail');
    expect(screen.getByText('Loose thread')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete defect/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Download the PDF report' }));
    await waitFor(() => expect(api.pdf).toHaveBeenCalledWith(id));

    await waitFor(() => expect(api.decisions).toHaveBeenCalledWith(1, ReportResult.Fail));
    fireEvent.click(screen.getByRole('button', { name: 'Record the decision' }));
    expect(await screen.findByText('Choose a decision.')).toBeInTheDocument();
    const decision = screen.getByRole('combobox', { name: 'Decision' });
    fireEvent.mouseDown(decision);
    fireEvent.click(await screen.findByRole('option', { name: 'Accept with deviation' }));
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Ship, rework at destination' } });
    api.decide.mockImplementationOnce(async () => ({
      ...stored,
      allowedActions: [ReportAction.Download],
      decision: {
        decisionId: 22,
        decisionName: 'Accept with deviation',
        comment: 'Ship, rework at destination',
        userName: 'Jane Buyer',
        at: '2026-03-12T09:00:00.000Z',
        reinspectionBookingId: null,
      },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Record the decision' }));
    await waitFor(() =>
      expect(api.decide).toHaveBeenCalledWith(id, { decisionId: 22, comment: 'Ship, rework at destination' }),
    );
    expect(await screen.findByText(/Accept with deviation, by Jane Buyer on/)).toBeInTheDocument();
  });
});
