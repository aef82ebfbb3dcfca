import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { UploadResult } from '@portal/domain';
import { Toaster, UI_MESSAGES } from '@portal/ui';
import { en } from '../i18n/en';
import type { HrStaffApi } from './staff-api';
import { StaffPhoto } from './staff-photo';

function setup(answer: Awaited<ReturnType<HrStaffApi['uploadPhoto']>>, photoUrl: string | null = null) {
  const api = {
    file: jest.fn(async (url: string) => new Blob([url])),
    uploadPhoto: jest.fn(async () => answer),
  } as unknown as HrStaffApi;
  render(
    <IntlProvider locale="en" messages={{ ...UI_MESSAGES.en, ...en }}>
      <StaffPhoto api={api} staffId={4} photoUrl={photoUrl} name="Rahul Sharma" canEdit />
      <Toaster />
    </IntlProvider>,
  );
  return api;
}

const choose = async (file: File) => {
  await act(async () => {
    fireEvent.change(screen.getByTestId('staff-photo-input'), { target: { files: [file] } });
  });
};

beforeAll(() => {
  let next = 0;
  URL.createObjectURL = jest.fn(() => `blob:photo-${++next}`);
  URL.revokeObjectURL = jest.fn();
});

describe('StaffPhoto', () => {
  it('shows the stored photo through the protected file call, then the new one after an upload', async () => {
    const api = setup(
      { result: UploadResult.Success, fileUrl: '/api/HumanResource/staff/photo-file/4?f=new' },
      '/old',
    );
    expect(await screen.findByRole('img', { name: 'Photo of Rahul Sharma' })).toHaveAttribute(
      'src',
      'blob:photo-1',
    );
    await choose(new File(['png'], 'me.png', { type: 'image/png' }));
    expect(api.uploadPhoto).toHaveBeenCalledWith(4, expect.any(File));
    expect(api.file).toHaveBeenLastCalledWith('/api/HumanResource/staff/photo-file/4?f=new');
    expect(await screen.findByText('Photo saved.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Rahul Sharma' })).toHaveAttribute('src', 'blob:photo-2');
  });

  it("says why the server refused (too large) and keeps 'No photo'", async () => {
    setup({
      result: UploadResult.FileSizeExceed,
      message: 'The file is larger than 5 MB and was not stored.',
    });
    await choose(new File(['x'], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The file is larger than 5 MB and was not stored.')).toBeInTheDocument();
    expect(screen.getByText('No photo')).toBeInTheDocument();
  });
});
