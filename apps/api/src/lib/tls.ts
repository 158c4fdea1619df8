import { readFileSync } from 'node:fs';
import type { Config } from '../config';
import { ConfigError } from '../config';

/** The certificate and key Node's TLS server takes, read from the PEM files of the configuration. */
export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

/**
 * The TLS options of the server when HTTPS_CERT_FILE and HTTPS_KEY_FILE are set (PACT v3 'Host
 * System': actions over HTTPS only), else undefined: plain HTTP, for a set-up behind a
 * TLS-terminating proxy (README 'Serving HTTPS'). Read once at start; a file that cannot be read
 * stops the server with one line naming the variable.
 */
export function readTlsFiles(config: Pick<Config, 'https'>): TlsFiles | undefined {
  if (!config.https) return undefined;
  return {
    cert: readPem('HTTPS_CERT_FILE', config.https.certFile),
    key: readPem('HTTPS_KEY_FILE', config.https.keyFile),
  };
}

function readPem(variable: string, file: string): Buffer {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (err) {
    throw new ConfigError(
      `Invalid configuration: ${variable}: cannot read ${file} (${err instanceof Error ? err.message : err})`,
    );
  }
  if (!bytes.includes('-----BEGIN ')) {
    throw new ConfigError(`Invalid configuration: ${variable}: ${file} is not a PEM file`);
  }
  return bytes;
}

/** Extra certificate authorities for the PACT callbacks (PACT_CALLBACK_CA_FILE), if configured. */
export function readCaFile(file: string | undefined): Buffer | undefined {
  return file ? readPem('PACT_CALLBACK_CA_FILE', file) : undefined;
}
