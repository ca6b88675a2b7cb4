// Turns the requests a run sent into what the floor replays: a request that carried a valid
// signature of a known account is signed afresh (the server refuses a reused nonce); any other
// (unsigned, or deliberately tampered by a check) is sent with its headers as they were.
export function replayList(sent, accounts, verifySignature) {
  return sent.map(({ path, headers }) => {
    const account = accounts.find((a) => a.apiKey === headers['X-PCK']);
    const resign = account !== undefined && verifySignature({ headers, apiSecret: account.apiSecret });
    return { path, headers, resign };
  });
}
