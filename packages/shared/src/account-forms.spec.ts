import {
  claimInput,
  ATTACHMENT_MAX_BYTES,
  depositInput,
  newTicketInput,
  signInInput,
  signUpInput,
  ticketReplyInput,
} from './account-forms';

const texts = {
  missingFields: 'missing',
  passwordMismatch: 'mismatch',
  invalidAmount: 'invalid amount',
  missingSubject: 'no subject',
  emptyMessage: 'no message',
  tooLarge: 'too large',
  wrongType: 'wrong type',
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('account form rules', () => {
  it('sign-in needs an e-mail that is not blank and a password', () => {
    expect(messagesOf(signInInput(texts).safeParse({ email: '  ', password: '' }))).toEqual(['missing', 'missing']);
    expect(signInInput(texts).safeParse({ email: 'a@b.test', password: ' ' }).success).toBe(true);
  });

  it('sign-up needs name, e-mail and password, and the retyped password to match', () => {
    const schema = signUpInput(texts);
    const good = { username: 'ann', email: 'a@b.test', password: 'pw-1', retypePassword: 'pw-1' };
    expect(schema.safeParse(good).success).toBe(true);
    expect(messagesOf(schema.safeParse({ ...good, retypePassword: 'pw-2' }))).toEqual(['mismatch']);
    expect(messagesOf(schema.safeParse({ ...good, username: ' ' }))).toContain('missing');
  });

  it('a deposit is an amount above 0 with at most two decimals, given back exact, and a known method', () => {
    const schema = depositInput(texts);
    expect(schema.parse({ amount: ' 25 ', paymentMethod: 'paypal' })).toEqual({
      amount: '25.00',
      paymentMethod: 'paypal',
    });
    expect(schema.parse({ amount: '0.1', paymentMethod: 'credit_card' }).amount).toBe('0.10');
    for (const amount of ['', '0', '0.00', '-5', '1.234', 'abc', '1e3'])
      expect(messagesOf(schema.safeParse({ amount, paymentMethod: 'credit_card' }))).toEqual(['invalid amount']);
    expect(schema.safeParse({ amount: '5', paymentMethod: 'cash' }).success).toBe(false);
  });

  it('a ticket needs a subject and a message; its file is at most 5 MB of an allowed type', () => {
    const schema = newTicketInput(texts);
    const good = { subject: 'Rank', message: 'Wrong rank', priority: 'High', orderId: '', attachment: null };
    expect(schema.safeParse(good).success).toBe(true);
    expect(schema.safeParse({ ...good, orderId: '12', attachment: { name: 'shot.PNG', size: 10 } }).success).toBe(true);
    expect(messagesOf(schema.safeParse({ ...good, subject: ' ', message: '' }))).toEqual(['no subject', 'no message']);
    expect(
      messagesOf(schema.safeParse({ ...good, attachment: { name: 'a.png', size: ATTACHMENT_MAX_BYTES + 1 } })),
    ).toEqual(['too large']);
    expect(messagesOf(schema.safeParse({ ...good, attachment: { name: 'run.exe', size: 10 } }))).toEqual([
      'wrong type',
    ]);
    expect(messagesOf(ticketReplyInput(texts).safeParse({ message: '  ', attachment: null }))).toEqual(['no message']);
  });

  it('a warranty claim needs a known reason and a message not blank, at most 2,000 characters; a file by the ticket rules', () => {
    const schema = claimInput({
      messageRequired: 'required',
      messageTooLong: 'too long',
      tooLarge: 'too large',
      wrongType: 'wrong type',
    });
    const banned = { reason: 'banned', message: 'Banned after a day.', attachment: null };
    expect(schema.safeParse(banned).success).toBe(true);
    expect(schema.safeParse({ ...banned, reason: 'other', message: 'x'.repeat(2000) }).success).toBe(true);
    expect(messagesOf(schema.safeParse({ ...banned, message: '   ' }))).toEqual(['required']);
    expect(messagesOf(schema.safeParse({ ...banned, message: 'x'.repeat(2001) }))).toEqual(['too long']);
    expect(schema.safeParse({ ...banned, reason: 'lost' }).success).toBe(false);
    expect(schema.safeParse({ ...banned, attachment: { name: 'ban.PNG', size: 2048 } }).success).toBe(true);
    expect(
      messagesOf(schema.safeParse({ ...banned, attachment: { name: 'ban.png', size: ATTACHMENT_MAX_BYTES + 1 } })),
    ).toEqual(['too large']);
    expect(messagesOf(schema.safeParse({ ...banned, attachment: { name: 'ban.zip', size: 10 } }))).toEqual([
      'wrong type',
    ]);
  });
});
