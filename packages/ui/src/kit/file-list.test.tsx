import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { UI_MESSAGES } from '../i18n';
import { Toaster } from '../toast/toaster';
import { FileList, fileSize, type FileListProps, type ListedFile } from './file-list';

const texts = {
  none: 'Nothing yet',
  download: (name: string) => `Get ${name}`,
  remove: (name: string) => `Drop ${name}`,
  upload: 'Add a file',
  uploading: 'Sending…',
  hint: 'PDF, 5 MB',
  saved: 'Added',
  removed: 'Dropped',
  uploadFailed: 'Upload failed',
  downloadFailed: 'Download failed',
  removeFailed: 'Remove failed',
};
const taxi: ListedFile = { id: 1, fileName: 'taxi.pdf', size: 2048 };

function setup(props: Partial<FileListProps<ListedFile>>) {
  const all: FileListProps<ListedFile> = {
    files: [taxi],
    canChange: true,
    accept: 'application/pdf',
    texts,
    upload: jest.fn(async () => ({ ok: true as const, file: { id: 2, fileName: 'hotel.pdf', size: 10 } })),
    download: jest.fn(async () => new Blob(['x'])),
    remove: jest.fn(async () => true),
    inputTestId: 'file-input',
    ...props,
  };
  render(
    <IntlProvider locale="en" messages={UI_MESSAGES.en}>
      <FileList {...all} />
      <Toaster />
    </IntlProvider>,
  );
  return all;
}

const choose = (name: string) =>
  act(async () =>
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [new File(['x'], name, { type: 'application/pdf' })] },
    }),
  );

describe('FileList', () => {
  it('adds an uploaded file and drops a removed one at once', async () => {
    const props = setup({});
    await choose('hotel.pdf');
    expect(props.upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'hotel.pdf' }));
    expect(screen.getByRole('button', { name: 'Get hotel.pdf' })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Drop taxi.pdf' })));
    expect(screen.queryByRole('button', { name: 'Get taxi.pdf' })).not.toBeInTheDocument();
    expect(await screen.findByText('Dropped')).toBeInTheDocument();
  });

  it('shows the server’s refusal and keeps a file the server did not remove', async () => {
    setup({
      upload: jest.fn(async () => ({ ok: false as const, message: 'Too big' })),
      remove: jest.fn(async () => false),
    });
    await choose('huge.pdf');
    expect(await screen.findByText('Too big')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Drop taxi.pdf' })));
    expect(await screen.findByText('Remove failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get taxi.pdf' })).toBeInTheDocument();
  });

  it('offers no upload past its limit, and neither upload nor removal to a reader', () => {
    setup({ maxFiles: 1 });
    expect(screen.queryByTestId('file-input')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drop taxi.pdf' })).toBeInTheDocument();
  });

  it('lets a reader only download', () => {
    setup({ canChange: false, files: [] });
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(within(document.body).queryByTestId('file-input')).not.toBeInTheDocument();
  });

  it('writes sizes in B, KB and MB', () => {
    expect([fileSize(900), fileSize(2048), fileSize(5 * 1024 * 1024)]).toEqual(['900 B', '2.0 KB', '5.0 MB']);
  });
});
