import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import type { User } from '@keel/core/domain';
import { apiFieldErrors, isApiError, zodFieldErrors } from '../api';
import { useSession } from '../session';
import { useToast } from '../ui';

/** How one sign-up form reads, sends and welcomes. */
export interface SignUpSubmitOptions<T> {
  /** Validates the form's fields (read by name). */
  parse: (field: (name: string) => string) => z.ZodSafeParseResult<T>;
  send: (data: T) => Promise<{ user: User }>;
  welcome: { title: string; description: string };
  /** Where to go 2 s after the account is created (spec 4). */
  next: string;
}

/** What a sign-up form shows: field errors, the busy state, and an e-mail that has an account. */
export interface SignUpSubmit {
  errors: Record<string, string>;
  submitting: boolean;
  /** The e-mail the server said already has an account, to offer signing in with it. */
  takenEmail: string | null;
  submit: (e: FormEvent<HTMLFormElement>) => Promise<void>;
}

/** Submits a sign-up form with the spec's password check, toasts and redirect. */
export function useSignUpSubmit<T>({
  parse,
  send,
  welcome,
  next,
}: SignUpSubmitOptions<T>): SignUpSubmit {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { setUser } = useSession();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [takenEmail, setTakenEmail] = useState<string | null>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    if (field('password') !== field('confirmPassword')) {
      toast({
        title: 'Password Mismatch',
        description: 'Passwords do not match. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    const parsed = parse(field);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setTakenEmail(null);
    setSubmitting(true);
    try {
      const { user } = await send(parsed.data);
      setUser(user);
      toast(welcome);
      setTimeout(() => navigate(next), 2000);
    } catch (err) {
      setErrors(apiFieldErrors(err));
      setSubmitting(false);
      // A taken e-mail is said at the field, with a way to sign in; the toast is for failures.
      if (isApiError(err, 409)) return setTakenEmail(field('email').trim());
      toast({
        title: 'Signup Failed',
        description: 'Unable to create account. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return { errors, submitting, takenEmail, submit };
}
