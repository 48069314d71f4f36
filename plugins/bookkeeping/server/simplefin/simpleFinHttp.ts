import http from 'node:http';
import https from 'node:https';
import type { LookupAddress, LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import {
  assertPublicHost,
  bareHostname,
  resolveHost,
  systemLookup,
  type HostLookup,
  type ResolvedAddress,
} from './addressGuard';
import { SimpleFinError } from './simpleFinError';

/** Settings shared by the claim and the account fetch. */
export interface SimpleFinHttpOptions {
  /** Allow http:// URLs (tests only: the fake server has no certificate). */
  allowInsecureHosts?: boolean;
  /** Turn the private-address guard off (tests only: the fake server is on 127.0.0.1). */
  allowPrivateHosts?: boolean;
  /** The resolver used for the guard and, pinned, for the connection; the system's by default. */
  lookup?: HostLookup;
  /** How long a request may take, in milliseconds; 15 s by default. */
  timeoutMs?: number;
}

/** A default time limit for one SimpleFIN request. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** Refuses a URL unless it is https (or http when allowInsecureHosts is set). */
export function assertSecureUrl(url: URL, options: SimpleFinHttpOptions, what: string): void {
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && options.allowInsecureHosts) return;
  throw new SimpleFinError(`${what} must use HTTPS`, 400, 'insecure_url');
}

/**
 * Resolves the URL's host once and, unless allowPrivateHosts is set, refuses it when any address
 * is not public. The addresses returned are the ones to connect to (see pinnedLookup).
 */
export async function checkedAddresses(
  url: URL,
  options: SimpleFinHttpOptions,
  privateMessage: string,
): Promise<ResolvedAddress[]> {
  const lookup = options.lookup ?? systemLookup;
  return options.allowPrivateHosts
    ? resolveHost(url.hostname, lookup)
    : assertPublicHost(url.hostname, lookup, privateMessage);
}

/**
 * A socket lookup that answers only with addresses already checked, so a DNS answer that changes
 * between the check and the connection (DNS rebinding) cannot send the request elsewhere.
 */
export function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    const family =
      options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0);
    const usable = family === 0 ? addresses : addresses.filter((a) => a.family === family);
    const first = usable[0];
    if (!first) {
      const error: NodeJS.ErrnoException = new Error(`No checked address for ${hostname}`);
      error.code = 'ENOTFOUND';
      callback(error, '', 0);
    } else if (options.all) {
      callback(
        null,
        usable.map((a): LookupAddress => ({ address: a.address, family: a.family })),
      );
    } else {
      callback(null, first.address, first.family);
    }
  };
}

/** What a SimpleFIN server answered. */
export interface SimpleFinAnswer {
  status: number;
  body: string;
}

/** One request to a SimpleFIN server, connected only to the given (checked) addresses. */
export interface SimpleFinRequest {
  /** The URL to send to; any userinfo in it is ignored (credentials go in headers). */
  url: URL;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  addresses: readonly ResolvedAddress[];
  timeoutMs: number;
  /** Answers longer than this many bytes are refused. */
  maxBytes: number;
}

/**
 * Sends one request with node:http(s) (no redirects are followed) and reads the whole answer.
 * Network failures become SimpleFinErrors naming only the host, never a path or credentials.
 */
export function sendSimpleFinRequest(request: SimpleFinRequest): Promise<SimpleFinAnswer> {
  const { url, method, headers, addresses, timeoutMs, maxBytes } = request;
  const host = url.host;
  const signal = AbortSignal.timeout(timeoutMs);
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      if (error instanceof SimpleFinError) reject(error);
      else if (signal.aborted)
        reject(
          new SimpleFinError(
            `SimpleFIN at ${host} did not answer within ${timeoutMs / 1000} seconds`,
            504,
            'timeout',
          ),
        );
      else {
        const code = (error as NodeJS.ErrnoException | undefined)?.code;
        reject(
          new SimpleFinError(
            `Could not reach SimpleFIN at ${host}${code ? ` (${code})` : ''}`,
            502,
            'unreachable',
          ),
        );
      }
    };
    const req = transport.request(
      {
        protocol: url.protocol,
        hostname: bareHostname(url.hostname),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method,
        headers: { Accept: 'application/json, text/plain', ...headers },
        lookup: pinnedLookup(addresses),
        agent: false,
        signal,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            res.destroy();
            fail(new SimpleFinError(`SimpleFIN at ${host} sent too much data`, 502, 'bad_answer'));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end();
  });
}
