import { redactVariables } from './audit-log';

describe('redactVariables', () => {
  it('keeps what an auditor needs and hides passwords and credential text at any depth', () => {
    const redacted = redactVariables({
      password: 'hunter22',
      input: {
        title: 'EUW 40k',
        accountText: 'EUW:user:pw',
        price: '10.00',
        accounts: 'line1\nline2',
        nested: [{ newPassword: 'x' }],
      },
      orderId: 7,
      accountDetails: 'user:pw',
    });
    expect(redacted).toEqual({
      password: '[redacted]',
      input: {
        title: 'EUW 40k',
        accountText: '[redacted]',
        price: '10.00',
        accounts: '[redacted]',
        nested: [{ newPassword: '[redacted]' }],
      },
      orderId: 7,
      accountDetails: '[redacted]',
    });
  });

  it('cuts long text', () => {
    const { description } = redactVariables({ description: 'a'.repeat(500) }) as { description: string };
    expect(description).toBe(`${'a'.repeat(200)}…`);
  });
});
