/**
 * `npm test` on a fresh Debian machine (issue 24): tests/support/ensure-system-packages.sh installs
 * Chromium and Java 17 with apt when it runs as root, and otherwise stops at once with the one command to
 * run. The script runs here with a PATH of stubs only (apt-get records its arguments, java exists or not),
 * CHROMIUM_PATH pointing into a temporary folder and TEST_SYSTEM_UID standing in for the user id.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SCRIPT = join(ROOT, 'tests/support/ensure-system-packages.sh');

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function stub(path: string, source: string) {
  writeFileSync(path, `#!${process.execPath}\n${source}\n`);
  chmodSync(path, 0o755);
}

/** Runs the script on a machine where only the given packages are present. */
function run({
  uid,
  chromium = false,
  java = false,
  aptInstallsChromium = true,
  needs = [],
}: {
  uid: number;
  chromium?: boolean;
  java?: boolean;
  aptInstallsChromium?: boolean;
  needs?: string[];
}) {
  const dir = mkdtempSync(join(tmpdir(), 'greenlight-packages-'));
  folders.push(dir);
  const bin = join(dir, 'bin');
  const chromiumPath = join(dir, 'chromium');
  const aptLog = join(dir, 'apt.log');
  mkdirSync(bin);
  if (chromium) stub(chromiumPath, '');
  if (java) stub(join(bin, 'java'), '');
  // apt-get records its arguments; `install` puts the packages it was asked for in place.
  stub(
    join(bin, 'apt-get'),
    `const fs = require('node:fs');
     fs.appendFileSync(${JSON.stringify(aptLog)}, process.argv.slice(2).join(' ') + '\\n');
     const make = (path) => { fs.writeFileSync(path, ''); fs.chmodSync(path, 0o755); };
     if (process.argv[2] === 'install') {
       if (process.argv.includes('chromium') && ${aptInstallsChromium}) make(${JSON.stringify(chromiumPath)});
       if (process.argv.includes('openjdk-17-jre-headless')) make(${JSON.stringify(join(bin, 'java'))});
     }`,
  );
  const result = spawnSync('/bin/bash', [SCRIPT, ...needs], {
    env: { PATH: bin, CHROMIUM_PATH: chromiumPath, TEST_SYSTEM_UID: String(uid) },
    encoding: 'utf8',
  });
  return {
    status: result.status,
    stderr: result.stderr,
    stdout: result.stdout,
    apt: existsSync(aptLog) ? readFileSync(aptLog, 'utf8').trim().split('\n') : [],
    chromiumInstalled: existsSync(chromiumPath),
  };
}

describe('ensure-system-packages.sh', () => {
  it('checks only Java for `npm start` (java): a missing Chromium is no reason to stop', () => {
    expect(run({ uid: 1000, java: true, needs: ['java'] })).toMatchObject({ status: 0, apt: [] });
    const missing = run({ uid: 1000, chromium: true, needs: ['java'] });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('Run: sudo apt-get install -y openjdk-17-jre-headless');
    expect(missing.stderr).not.toContain('chromium');
  });

  it('does nothing when Chromium and Java are there', () => {
    const result = run({ uid: 1000, chromium: true, java: true });
    expect(result).toMatchObject({ status: 0, stdout: '', stderr: '', apt: [] });
  });

  it('stops at once, not as root, with the one command that installs Chromium', () => {
    const result = run({ uid: 1000, java: true });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('Run: sudo apt-get install -y chromium\n');
    expect(result.apt).toEqual([]);
  });

  it('names Chromium and Java in that one command when both are missing', () => {
    const result = run({ uid: 1000 });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('Run: sudo apt-get install -y chromium openjdk-17-jre-headless\n');
    expect(result.apt).toEqual([]);
  });

  it('installs what is missing with apt-get as root: update, then a quiet install', () => {
    const result = run({ uid: 0 });
    expect(result.status, result.stderr).toBe(0);
    expect(result.apt).toEqual(['update -qq', 'install -y -qq chromium openjdk-17-jre-headless']);
    expect(result.chromiumInstalled).toBe(true);
  });

  it('installs only Java when only Java is missing', () => {
    const result = run({ uid: 0, chromium: true });
    expect(result.status, result.stderr).toBe(0);
    expect(result.apt).toEqual(['update -qq', 'install -y -qq openjdk-17-jre-headless']);
  });

  it('fails when Chromium is still not at CHROMIUM_PATH after the install', () => {
    const result = run({ uid: 0, java: true, aptInstallsChromium: false });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('set CHROMIUM_PATH');
  });
});

describe('npm test and CI', () => {
  it('npm test checks the system packages before anything else', () => {
    const script = readFileSync(join(ROOT, 'tests/run-all.sh'), 'utf8');
    const ensure = script.indexOf('bash tests/support/ensure-system-packages.sh');
    expect(ensure).toBeGreaterThan(0);
    expect(ensure).toBeLessThan(script.indexOf('npx '));
  });

  it('.ci/run is a clean install, then npm test', () => {
    const commands = readFileSync(join(ROOT, '.ci/run'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#') && !line.startsWith('set ') && !line.startsWith('cd '));
    expect(commands).toEqual(['npm ci --no-audit --no-fund', 'npm test']);
  });
});
