import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { startAuthentication } from '@simplewebauthn/browser';
import {
  CompleteSignInDocument,
  LoginDocument,
  PasskeySignInOptionsDocument,
  RegisterDocument,
  SignInWithPasskeyDocument,
} from '../../../gql/graphql';
import { renderWithProviders, refusal, success, toastShown } from '../../../test/render';
import { AuthForm } from './auth-form';

// jsdom has no WebAuthn: the browser's passkey picker is replaced; the shop's requests are checked as sent.
jest.mock('@simplewebauthn/browser', () => ({ startAuthentication: jest.fn() }));
const picker = jest.mocked(startAuthentication);

const loginMock = (result: { data?: unknown; errors?: GraphQLError[] }, delay = 0) => ({
  request: { query: LoginDocument, variables: { input: { email: 'ann@shop.test', password: 'secret-pass-1' } } },
  result,
  delay,
});

const registerMock = (result: { data?: unknown; errors?: GraphQLError[] }) => ({
  request: {
    query: RegisterDocument,
    variables: { input: { username: 'ann', email: 'ann@shop.test', password: 'secret-pass-1' } },
  },
  result,
});

const field = (label: string | RegExp) => screen.getByLabelText(label, { selector: 'input' });
const submitButton = (name: string) =>
  screen.getAllByRole('button', { name }).find((button) => button.getAttribute('type') === 'submit')!;

function render(mocks: ReturnType<typeof loginMock | typeof registerMock>[] = []) {
  return renderWithProviders(<AuthForm />, { user: null, mocks, path: '/auth' });
}

async function signUpWith(values: { name?: string; email?: string; password?: string; retype?: string }) {
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  if (values.name) await userEvent.type(field('Name'), values.name);
  if (values.email) await userEvent.type(field('Email'), values.email);
  if (values.password) await userEvent.type(field(/^Password$/), values.password);
  if (values.retype) await userEvent.type(field('Retype Password'), values.retype);
  await userEvent.click(submitButton('Create Account'));
}

describe('AuthForm', () => {
  it('signs in: the two fields, Forgot password? and the sign-in submit, the sign-up fields hidden', async () => {
    const { toast } = render();
    expect(screen.getByRole('heading', { name: 'Sign In', exact: true })).toBeTruthy();
    expect(screen.getByText('Welcome back! Sign in to your account.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In', pressed: true })).toBeTruthy();
    expect(field('Email').getAttribute('type')).toBe('email');
    expect(field('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.queryByLabelText('Retype Password')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(toast).toHaveBeenCalledWith({ title: 'Password reset functionality will be implemented soon.' });
  });

  it('refuses a sign-in without a password: the Missing fields toast, the field marked and focused, nothing sent', async () => {
    const { toast, refetch } = render();
    await userEvent.type(field('Email'), 'ann@shop.test');
    await userEvent.click(submitButton('Sign In'));
    await toastShown(toast, refusal('Missing fields', 'Please fill in all required fields'));
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(field('Email').getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(field('Password'));
    expect(refetch).not.toHaveBeenCalled();
    // Fixing the field clears its mark.
    await userEvent.type(field('Password'), 'x');
    await waitFor(() => expect(field('Password').getAttribute('aria-invalid')).toBe('false'));
  });

  it('signs in: the button says Please wait... and is disabled while the request runs, then the success toast and home', async () => {
    const { toast, refetch } = render([
      loginMock({ data: { login: { __typename: 'User', id: 7, username: 'ann' } } }, 400),
    ]);
    await userEvent.type(field('Email'), ' ann@shop.test ');
    await userEvent.type(field('Password'), 'secret-pass-1');
    await userEvent.click(submitButton('Sign In'));
    const pending = await screen.findByRole('button', { name: 'Please wait...' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    await toastShown(toast, success('Login successful', 'Welcome back!'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(refetch).toHaveBeenCalled();
  });

  it('shows the server message of a refused sign-in in the Login failed toast and stays on /auth', async () => {
    const { toast } = render([loginMock({ errors: [new GraphQLError('Invalid email or password')] })]);
    await userEvent.type(field('Email'), 'ann@shop.test');
    await userEvent.type(field('Password'), 'secret-pass-1');
    await userEvent.click(submitButton('Sign In'));
    await toastShown(toast, refusal('Login failed', 'Invalid email or password'));
    expect(screen.getByTestId('location').textContent).toBe('/auth');
    expect(submitButton('Sign In').hasAttribute('disabled')).toBe(false);
  });

  it('sign-up shows Name and Retype Password and refuses different passwords with the Password mismatch toast', async () => {
    const { toast } = render();
    await signUpWith({ name: 'ann', email: 'ann@shop.test', password: 'secret-pass-1', retype: 'secret-pass-2' });
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
    await toastShown(toast, refusal('Password mismatch', 'Passwords do not match'));
    expect(field('Retype Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('sign-up without a name is Missing fields first, even when the passwords also differ', async () => {
    const { toast } = render();
    await signUpWith({ email: 'ann@shop.test', password: 'secret-pass-1', retype: 'other' });
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(toast).toHaveBeenCalledWith(refusal('Missing fields', 'Please fill in all required fields'));
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps what was typed across the toggle between sign-in and sign-up', async () => {
    render();
    await userEvent.type(field('Email'), 'ann@shop.test');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect((field('Email') as HTMLInputElement).value).toBe('ann@shop.test');
    expect(screen.getByRole('button', { name: 'Sign Up', pressed: true })).toBeTruthy();
  });

  it('creates the account: the success toast, the session refreshed, home; a refusal shows the server message', async () => {
    const created = render([registerMock({ data: { register: { __typename: 'User', id: 8, username: 'ann' } } })]);
    await signUpWith({ name: 'ann', email: 'ann@shop.test', password: 'secret-pass-1', retype: 'secret-pass-1' });
    await toastShown(created.toast, success('Registration successful', 'Your account has been created.'));
    expect(created.refetch).toHaveBeenCalled();
    created.unmount();

    const refused = render([
      registerMock({ errors: [new GraphQLError('An account with this e-mail already exists.')] }),
    ]);
    await signUpWith({ name: 'ann', email: 'ann@shop.test', password: 'secret-pass-1', retype: 'secret-pass-1' });
    await toastShown(refused.toast, refusal('Registration failed', 'An account with this e-mail already exists.'));
    expect(refused.refetch).not.toHaveBeenCalled();
  });

  it('the close button goes home', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});

describe('AuthForm: the second step of an account with an authenticator app', () => {
  const secondFactorRequired = () =>
    loginMock({
      errors: [
        new GraphQLError('Enter the code from your authenticator app to finish signing in.', {
          extensions: { code: 'UNAUTHENTICATED', secondFactorRequired: true, methods: ['totp', 'recoveryCode'] },
        }),
      ],
    });
  const completeMock = (variables: { code?: string; recoveryCode?: string }, result: object) => ({
    request: { query: CompleteSignInDocument, variables },
    result,
  });
  const signedIn = { data: { completeSignIn: { __typename: 'User', id: 7, username: 'ann' } } };

  async function password(mocks: object[]) {
    const rendered = render(mocks as never);
    await userEvent.type(field('Email'), 'ann@shop.test');
    await userEvent.type(field('Password'), 'secret-pass-1');
    await userEvent.click(submitButton('Sign In'));
    await screen.findByRole('heading', { name: 'Two-step verification' });
    return rendered;
  }

  it('asks for the code (focused, no toast); a wrong code is refused and cleared; the right one signs in', async () => {
    const { toast, refetch } = await password([
      secondFactorRequired(),
      completeMock({ code: '111111' }, { errors: [new GraphQLError('That code is not right (or was already used).')] }),
      completeMock({ code: '123456' }, signedIn),
    ]);
    expect(toast).not.toHaveBeenCalled();
    expect(refetch).not.toHaveBeenCalled();
    const code = field('Authentication code');
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');

    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the code first.')).toBeTruthy();

    await userEvent.type(code, '111111{Enter}');
    await toastShown(toast, refusal('Verification failed', 'That code is not right (or was already used).'));
    await waitFor(() => expect((field('Authentication code') as HTMLInputElement).value).toBe(''));
    expect(screen.getByTestId('location').textContent).toBe('/auth');

    await userEvent.type(field('Authentication code'), '123456{Enter}');
    await toastShown(toast, success('Login successful', 'Welcome back!'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(refetch).toHaveBeenCalled();
  });

  it('takes a recovery code instead, and goes back to the password form', async () => {
    const { toast } = await password([
      secondFactorRequired(),
      completeMock({ recoveryCode: 'abcd-efgh-jkmn' }, signedIn),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.getByText('Enter one of your recovery codes. Each code works once.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Recovery code'));
    await userEvent.type(field('Recovery code'), 'abcd-efgh-jkmn{Enter}');
    await toastShown(toast, success('Login successful', 'Welcome back!'));
  });

  it('Back to sign in shows the password form again, the password emptied', async () => {
    await password([secondFactorRequired()]);
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign In', exact: true })).toBeTruthy();
    expect((field('Email') as HTMLInputElement).value).toBe('ann@shop.test');
    expect((field('Password') as HTMLInputElement).value).toBe('');
  });

  describe('with a passkey', () => {
    const optionsJSON = { challenge: 'c2lnbi1pbg', rpId: 'localhost', userVerification: 'required' };
    const passkeyResponse = {
      id: 'cred-1',
      rawId: 'cred-1',
      type: 'public-key',
      response: {},
      clientExtensionResults: {},
    };
    const optionsMock = {
      request: { query: PasskeySignInOptionsDocument },
      result: { data: { passkeySignInOptions: JSON.stringify(optionsJSON) } },
    };
    const signInMock = (result: { data?: unknown; errors?: GraphQLError[] }) => ({
      request: { query: SignInWithPasskeyDocument, variables: { response: JSON.stringify(passkeyResponse) } },
      result,
    });

    beforeEach(() => picker.mockReset());

    it("signs in with the passkey the browser's picker gives, without a password", async () => {
      picker.mockResolvedValue(passkeyResponse as never);
      const { toast, refetch } = render([
        optionsMock,
        signInMock({ data: { signInWithPasskey: { __typename: 'User', id: '4', username: 'ann' } } }) as never,
      ]);
      await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
      await toastShown(toast, success('Login successful', 'Welcome back!'));
      expect(picker).toHaveBeenCalledWith({ optionsJSON });
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
      expect(refetch).toHaveBeenCalled();
    });

    it('finishes a password sign-in of a passkey-only account with its passkey, no code asked', async () => {
      picker.mockResolvedValue(passkeyResponse as never);
      const { toast, refetch } = render([
        loginMock({
          errors: [
            new GraphQLError('Enter the code from your authenticator app to finish signing in.', {
              extensions: { code: 'UNAUTHENTICATED', secondFactorRequired: true, methods: ['passkey'] },
            }),
          ],
        }),
        optionsMock,
        {
          request: { query: CompleteSignInDocument, variables: { passkeyResponse: JSON.stringify(passkeyResponse) } },
          result: { data: { completeSignIn: { __typename: 'User', id: 7, username: 'ann' } } },
        },
      ] as never);
      await userEvent.type(field('Email'), 'ann@shop.test');
      await userEvent.type(field('Password'), 'secret-pass-1');
      await userEvent.click(submitButton('Sign In'));
      expect(await screen.findByText('Confirm with one of your passkeys to finish signing in.')).toBeTruthy();
      expect(screen.queryByLabelText('Authentication code')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
      await toastShown(toast, success('Login successful', 'Welcome back!'));
      expect(picker).toHaveBeenCalledWith({ optionsJSON });
      expect(refetch).toHaveBeenCalled();
    });

    it('stays on the form when the picker is closed or the server refuses the passkey', async () => {
      picker.mockRejectedValueOnce(new Error('NotAllowedError: The operation either timed out or was not allowed.'));
      const { toast, refetch } = render([
        optionsMock,
        optionsMock,
        signInMock({ errors: [new GraphQLError('That passkey could not be verified. Try again.')] }) as never,
      ]);
      await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
      await toastShown(
        toast,
        refusal('Passkey sign-in failed', 'The passkey could not be used. Try again, or sign in with your password.'),
      );

      picker.mockResolvedValueOnce(passkeyResponse as never);
      await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
      await toastShown(toast, refusal('Passkey sign-in failed', 'That passkey could not be verified. Try again.'));
      expect(refetch).not.toHaveBeenCalled();
      expect(screen.getByTestId('location').textContent).toBe('/auth');
    });
  });
});
