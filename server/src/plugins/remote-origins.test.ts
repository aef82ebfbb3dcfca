/** @databases postgres */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { remoteSourcesOf, watchRemoteOrigins } from './remote-origins';

const entry = (url: unknown) => ({ name: 'x', entry: url, areas: [] });

describe('remoteSourcesOf', () => {
  it('gives the origin of each absolute manifest URL once, sorted', () => {
    expect(
      remoteSourcesOf([
        entry('https://lab.example.com/mf-manifest.json'),
        entry('http://127.0.0.1:4301/mf-manifest.json'),
        entry('http://127.0.0.1:4301/v2/mf-manifest.json'),
      ]),
    ).toEqual(['http://127.0.0.1:4301', 'https://lab.example.com']);
  });

  it('adds nothing for entries on the page origin, and a host for protocol-relative ones', () => {
    expect(remoteSourcesOf([entry('/remotes/hr/mf-manifest.json'), entry('mf-manifest.json')])).toEqual([]);
    expect(remoteSourcesOf([entry('//cdn.example.com:8080/hr/mf-manifest.json')])).toEqual([
      'cdn.example.com:8080',
    ]);
  });

  it('never lets the file name a keyword, a scheme or a wildcard', () => {
    expect(
      remoteSourcesOf([
        entry("'unsafe-inline'"),
        entry('javascript:alert(1)'),
        entry('data:text/javascript,alert(1)'),
        entry('*'),
        entry(42),
        null,
        'http://loose.example.com',
      ]),
    ).toEqual([]);
    expect(remoteSourcesOf({ entry: 'http://not-a-list.example.com' })).toEqual([]);
  });
});

describe('watchRemoteOrigins', () => {
  let dir: string;
  const warnings: unknown[] = [];
  const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-origins-'));
    warnings.length = 0;
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads the file at start-up and again once it has changed', () => {
    const file = path.join(dir, 'remotes.json');
    fs.writeFileSync(file, JSON.stringify([entry('http://a.example.com/mf-manifest.json')]));
    const origins = watchRemoteOrigins(file, log, 0);
    expect(origins.current()).toEqual(['http://a.example.com']);

    fs.writeFileSync(file, JSON.stringify([entry('http://b.example.com/mf-manifest.json')]));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000)); // a visibly newer modification time
    expect(origins.current()).toEqual(['http://b.example.com']);
  });

  it('keeps the origins it knows when the file turns unreadable, and warns', () => {
    const file = path.join(dir, 'remotes.json');
    fs.writeFileSync(file, JSON.stringify([entry('http://a.example.com/mf-manifest.json')]));
    const origins = watchRemoteOrigins(file, log, 0);
    fs.writeFileSync(file, '[{"name": "half written');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(origins.current()).toEqual(['http://a.example.com']);
    expect(warnings).toHaveLength(1);
  });

  it('reads a file caught half written again once it is whole, even within the same modification time', () => {
    const file = path.join(dir, 'remotes.json');
    fs.writeFileSync(file, JSON.stringify([entry('http://a.example.com/mf-manifest.json')]));
    const origins = watchRemoteOrigins(file, log, 0);
    const stamp = new Date(Date.now() + 5000);
    fs.writeFileSync(file, '[{"name": "half written');
    fs.utimesSync(file, stamp, stamp);
    expect(origins.current()).toEqual(['http://a.example.com']);
    expect(origins.current()).toEqual(['http://a.example.com']);
    expect(warnings).toHaveLength(1); // once per state of the file, not on every answer
    fs.writeFileSync(file, JSON.stringify([entry('http://b.example.com/mf-manifest.json')]));
    fs.utimesSync(file, stamp, stamp);
    expect(origins.current()).toEqual(['http://b.example.com']);
  });

  it('allows no other origin when there is no file', () => {
    expect(watchRemoteOrigins(path.join(dir, 'missing.json'), log, 0).current()).toEqual([]);
    expect(watchRemoteOrigins(null, log, 0).current()).toEqual([]);
  });
});
