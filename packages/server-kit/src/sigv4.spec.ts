import { EMPTY_PAYLOAD_HASH, sha256Hex, signV4 } from './sigv4';

// The examples AWS publishes for Signature Version 4; a signer that gets one byte wrong fails them.
describe('signV4', () => {
  it('signs the IAM ListUsers example of the SigV4 documentation', () => {
    const headers = signV4(
      {
        method: 'GET',
        url: new URL('https://iam.amazonaws.com/?Action=ListUsers&Version=2010-05-08'),
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        payloadHash: EMPTY_PAYLOAD_HASH,
        region: 'us-east-1',
        service: 'iam',
        amzDate: '20150830T123600Z',
      },
      { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request, SignedHeaders=content-type;host;x-amz-date, Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7',
    );
  });

  it('signs the S3 GET Object example of the S3 documentation', () => {
    const headers = signV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_PAYLOAD_HASH },
        payloadHash: EMPTY_PAYLOAD_HASH,
        region: 'us-east-1',
        service: 's3',
        amzDate: '20130524T000000Z',
      },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('hashes an empty payload to the constant S3 expects', () => {
    expect(sha256Hex('')).toBe(EMPTY_PAYLOAD_HASH);
  });
});
