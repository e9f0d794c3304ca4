/** Platform errcodes named by the spec. */
export const errcodes = {
  success: 0,
  wrongPassword: 30001,
  qrWaiting: 30002,
  phoneNotRegistered: 30005,
  notFound: 30007,
  priceOutOfRange: 30010,
  qrExpired: 30013,
} as const;
