import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { Argon2Params } from '../config';

// A const enum in the typings; isolatedModules cannot read it, so the value is spelled out.
const ARGON2ID = 2 as Algorithm;

/** Hashes a password with argon2id. */
export function hashPassword(password: string, params: Argon2Params): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...params });
}

/** Checks a password against its argon2 hash; false on any malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let checker: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn and its dictionaries, loaded the first time a password is checked rather than when the
 * server starts: they are about 17 MiB of RSS, and only sign-up and password changes use them.
 */
function zxcvbn(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  return checker;
}

const warnings: Record<string, string> = {
  topTen: 'This is one of the most common passwords',
  topHundred: 'This is a very common password',
  common: 'This is a commonly used password',
  similarToCommon: 'This is too similar to a commonly used password',
  wordByItself: 'A single word is easy to guess',
  namesByThemselves: 'Names on their own are easy to guess',
  commonNames: 'Common names are easy to guess',
  straightRow: 'A row of keys is easy to guess',
  keyPattern: 'A keyboard pattern is easy to guess',
  simpleRepeat: 'Repeated characters are easy to guess',
  extendedRepeat: 'Repeated patterns are easy to guess',
  sequences: 'Sequences like abc or 123 are easy to guess',
  recentYears: 'Recent years are easy to guess',
  dates: 'Dates are easy to guess',
  userInputs: 'The password contains your name or e-mail',
};

/** Why a password is too weak (common, breached or guessable), or null when it is strong enough. */
export async function passwordWeakness(
  password: string,
  userInputs: string[] = [],
): Promise<string | null> {
  const result = (await zxcvbn()).check(password, userInputs);
  if (result.score >= 3) return null;
  const warning = result.feedback.warning ? warnings[result.feedback.warning] : undefined;
  return `${warning ?? 'This password is too easy to guess'}: choose a longer, less common one`;
}
