import { useI18nStore } from '@portal/shell-contract';
import { loadServerMessages } from './server-messages';

const translateFile = jest.fn();
jest.mock('@portal/shell-contract', () => ({
  ...jest.requireActual('@portal/shell-contract'),
  userApi: () => ({ translateFile }),
}));

describe('loadServerMessages', () => {
  it("adds the server's texts as the 'server' set, one language at a time", async () => {
    translateFile.mockResolvedValueOnce({ 'select.noItems': 'No items found' });
    await loadServerMessages('en');
    translateFile.mockResolvedValueOnce({ 'select.noItems': 'Aucun élément trouvé' });
    await loadServerMessages('fr');
    expect(translateFile).toHaveBeenCalledWith('fr');
    expect(useI18nStore.getState().sets.server).toEqual({
      en: { 'select.noItems': 'No items found' },
      fr: { 'select.noItems': 'Aucun élément trouvé' },
    });
  });

  it('logs a failure and keeps what was there', async () => {
    const before = useI18nStore.getState().sets.server;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    translateFile.mockRejectedValueOnce(new Error('offline'));
    await loadServerMessages('en');
    expect(error).toHaveBeenCalled();
    expect(useI18nStore.getState().sets.server).toBe(before);
  });
});
