import { ApiCallError, uploadForm } from '@storefront/shared';
import { renderAt, testStore } from '@storefront/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FeedbackForm from './FeedbackForm';

jest.mock('@storefront/shared', () => ({ ...jest.requireActual('@storefront/shared'), uploadForm: jest.fn() }));
// jsdom draws no images: the resize gives back a small JPEG of the photo.
jest.mock('./photo-files', () => ({
  ...jest.requireActual('./photo-files'),
  resizePhoto: async (file: Blob) => new Blob([file], { type: 'image/jpeg' }),
}));

// Typing and uploading through user-event is slow on a busy machine.
jest.setTimeout(20_000);

const upload = uploadForm as jest.MockedFunction<typeof uploadForm>;
const MB = 1024 * 1024;
const photo = (name: string, size = 1000, type = 'image/png') => new File([new Uint8Array(size)], name, { type });

let objectUrls = 0;
beforeAll(() => {
  URL.createObjectURL = () => `blob:photo-${(objectUrls += 1)}`;
  URL.revokeObjectURL = () => undefined;
});
beforeEach(() => {
  localStorage.clear();
  upload.mockReset();
});

const renderForm = (photoRequired = false) => {
  const store = testStore({ locale: 'en' });
  renderAt(<FeedbackForm branchId={1} photoRequired={photoRequired} />, '/en/menu/e/branch/x', store);
  return screen.getByRole('form', { name: 'Tell us about your visit' });
};

describe('the feedback form', () => {
  it('asks for stars and, where the tenant requires one, a photo', async () => {
    const form = renderForm(true);
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByText('Choose from 1 to 5 stars')).toBeInTheDocument();
    expect(within(form).getByText('Please attach an image')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a seventh photo and one over 4 MB, shows thumbnails with remove buttons', async () => {
    const form = renderForm();
    const picker = within(form).getByLabelText('Add photos');
    await userEvent.upload(
      picker,
      Array.from({ length: 7 }, (_, index) => photo(`p${index}.png`)),
    );
    expect(await within(form).findAllByRole('img')).toHaveLength(6);
    expect(within(form).getByRole('alert')).toHaveTextContent('Attach at most 6 images.');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove photo 6' }));
    expect(within(form).getAllByRole('img')).toHaveLength(5);
    await userEvent.upload(picker, photo('huge.png', 5 * MB));
    expect(within(form).getByRole('alert')).toHaveTextContent('Each image must be at most 4 MB.');
    expect(within(form).getAllByRole('img')).toHaveLength(5);
  });

  it("says 'Can't send your message, please try again.' when refused, keeps everything, and sends it again", async () => {
    const form = renderForm();
    await userEvent.click(within(form).getByRole('radio', { name: '4 of 5 stars' }));
    await userEvent.type(within(form).getByLabelText('Comment'), 'Lovely');
    await userEvent.upload(within(form).getByLabelText('Add photos'), [photo('a.png'), photo('b.png')]);
    await within(form).findAllByRole('img');
    upload.mockRejectedValueOnce(new ApiCallError('errors.network', null));
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText("Can't send your message, please try again.")).toBeInTheDocument();
    expect(within(form).getByLabelText('Comment')).toHaveValue('Lovely');
    expect(within(form).getAllByRole('img')).toHaveLength(2);

    upload.mockImplementationOnce(async (_root, _path, _form, onProgress) => {
      onProgress(1);
      return { data: { id: 1, photos: 2 } };
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Thank you! Your feedback was sent.')).toBeInTheDocument();
    const sent = upload.mock.calls[1]![2];
    expect([sent.get('rating'), sent.get('comment'), sent.getAll('photos').length]).toEqual(['4', 'Lovely', 2]);
    expect(localStorage.getItem('storefront.sufra.emenu.feedback')).toBeNull();
  });
});
