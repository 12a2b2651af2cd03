import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { installDebianPackages } from './debianPackages';

/** How long a certificate `pnpm cluster --self-signed` makes is valid. */
const VALID_DAYS = 825;

/**
 * The certificate of `pnpm cluster start --self-signed`, for a test machine: made once with openssl (Debian's,
 * installed when missing) under `dir`, and used again by the next start. It names 127.0.0.1, localhost and the
 * cluster's own host and server name. No browser trusts it; the cluster suite trusts it by its file
 * (NODE_EXTRA_CA_CERTS) and tells Chromium to accept it.
 */
export function selfSignedCertificate(dir: string, names: string[]): { certificate: string; key: string } {
  const certificate = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  if (fs.existsSync(certificate) && fs.existsSync(key)) return { certificate, key };
  if (!fs.existsSync('/usr/bin/openssl')) installDebianPackages(['openssl'], '没有找到 openssl');
  fs.mkdirSync(dir, { recursive: true });
  const alternatives = [...new Set(['127.0.0.1', 'localhost', ...names.filter((name) => name && name !== '_')])]
    .filter((name) => name !== '0.0.0.0')
    .map((name) => (net.isIP(name) ? `IP:${name}` : `DNS:${name}`));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      String(VALID_DAYS),
      '-subj',
      '/CN=云交付（自签名，仅供测试）',
      '-utf8',
      '-addext',
      `subjectAltName=${alternatives.join(',')}`,
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return { certificate, key };
}
