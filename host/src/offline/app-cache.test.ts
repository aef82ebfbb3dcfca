import { loadedAppFiles } from './app-cache';

describe('loadedAppFiles', () => {
  it('keeps the page and the files it loaded, once each, never an API answer', () => {
    const files = loadedAppFiles(
      [
        { name: 'http://127.0.0.1:3000/main.1a2b.js' },
        { name: 'http://127.0.0.1:3001/mf-manifest.json' },
        { name: 'http://127.0.0.1:3000/api/auth/menu' },
        { name: 'http://127.0.0.1:3000/main.1a2b.js' },
        { name: 'data:image/png;base64,AAAA' },
      ],
      'http://127.0.0.1:3000/1/report/inspection-report/7',
    );
    expect(files).toEqual([
      'http://127.0.0.1:3000/1/report/inspection-report/7',
      'http://127.0.0.1:3000/main.1a2b.js',
      'http://127.0.0.1:3001/mf-manifest.json',
    ]);
  });
});
