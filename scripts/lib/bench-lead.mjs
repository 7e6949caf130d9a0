// The lead the collector benchmarks post, again and again: a realistic consulting message.
export const BENCH_LEAD_BODY = JSON.stringify({
  name: "Bench Mark",
  email: "bench@example.com",
  company: "Load & Co",
  context: "A steady stream of realistic consulting leads.",
  _language: "en",
});
