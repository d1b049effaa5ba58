import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAuthentication } from '@simplewebauthn/browser';
import { AdminOwnPasskeysDocument, ReauthPasskeyOptionsDocument, ReauthenticateAdminDocument } from '../gql/graphql';
import { renderWithProviders } from '../test/render';
import { RevealForm } from './credential-reveal';

// jsdom has no WebAuthn: the browser's passkey prompt is replaced; the panel's requests are checked as sent.
jest.mock('@simplewebauthn/browser', () => ({ startAuthentication: jest.fn() }));
const passkeyPrompt = jest.mocked(startAuthentication);

const optionsJSON = { challenge: 'c2hvcC1jaGFsbGVuZ2U', allowCredentials: [{ id: 'a2V5', type: 'public-key' }] };
const passkeyResponse = { id: 'a2V5', rawId: 'a2V5', type: 'public-key', response: {}, clientExtensionResults: {} };
const stepUpMocks = (reauthenticated: jest.Mock) => [
  {
    request: { query: AdminOwnPasskeysDocument },
    result: {
      data: { accountSecurity: { __typename: 'AccountSecurity', passkeys: [{ __typename: 'Passkey', id: '1' }] } },
    },
  },
  {
    request: { query: ReauthPasskeyOptionsDocument },
    result: { data: { reauthPasskeyOptions: JSON.stringify(optionsJSON) } },
  },
  {
    request: { query: ReauthenticateAdminDocument, variables: { passkeyResponse: JSON.stringify(passkeyResponse) } },
    result: reauthenticated,
  },
];

describe('a reveal confirmed with a passkey', () => {
  it('needs the reason first, then steps up with the passkey and reveals without a password', async () => {
    const user = userEvent.setup();
    passkeyPrompt.mockResolvedValue(passkeyResponse as never);
    const reauthenticated = jest.fn(() => ({ data: { reauthenticate: true } }));
    const onSubmit = jest.fn(async () => undefined);
    renderWithProviders(
      <RevealForm label="Reveal" state={{ step: 'form', askPassword: true, reason: '' }} onSubmit={onSubmit} />,
      { mocks: stepUpMocks(reauthenticated) },
    );
    const form = screen.getByRole('form', { name: 'Reveal' });
    const usePasskey = await within(form).findByRole('button', { name: 'Use a passkey' });
    expect(usePasskey.hasAttribute('disabled')).toBe(true);

    await user.type(within(form).getByLabelText('Neden'), 'Customer asked for a check');
    await user.click(usePasskey);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Customer asked for a check', ''));
    expect(passkeyPrompt).toHaveBeenCalledWith({ optionsJSON });
    expect(reauthenticated).toHaveBeenCalled();
  });
});
