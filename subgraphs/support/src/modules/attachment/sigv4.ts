// AWS Signature Version 4 lives in @shop/server-kit (the gateway's build store signs with it too).
export { EMPTY_PAYLOAD_HASH, sha256Hex, signV4, type SigV4Credentials, type SigV4Request } from '@shop/server-kit';
