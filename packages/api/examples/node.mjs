// Runs against the reference server (pnpm --filter @doctor-console/server start, port 3000):
//   node packages/api/examples/node.mjs [http://localhost:3000/api]
import { ApiError, createClient, createCookieJar } from "@doctor-console/api";

const api = createClient({
  baseURL: process.argv[2] ?? "http://localhost:3000/api", // required outside a browser
  cookieJar: createCookieJar(), // keeps the httpOnly session cookie between calls
});

await api.account.login({ usersname: "13800138000", password: "doctor123" });
const pending = await api.orders.listOrders({ state: 0, page: 1 });
console.log(`待接诊 ${pending.total} 单`, pending.list.slice(0, 3).map((o) => o.customerName));
try {
  await api.account.login({ usersname: "13800138000", password: "wrong" });
} catch (e) {
  if (e instanceof ApiError) console.log(e.kind, e.errcode, e.status, e.message); // platform 30001 200 密码错误
}
