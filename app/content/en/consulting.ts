import type { Translation } from "@shared/translation";

/** The consulting page (SPEC section 2): lean AI consulting for startups. */
const source = {
  hero: {
    eyebrow: "Consulting",
    title: "Lean AI consulting for startups",
    lead:
      "We find the AI opportunity worth building, prove it on your own data, ship it to production and hand it " +
      "over to your team. Weeks, not quarters, and nothing you can't run without us.",
    primary: "Book a discovery call",
    learnMore: "Learn more",
  },
  about: {
    eyebrow: "Why lean",
    title: "Most AI projects fail. Yours doesn't have to.",
    stat: { value: "90%", label: "of AI projects never reach production" },
    statSource: {
      note: "Our estimate;",
      link: "RAND (2024): over 80%.",
      href: "https://www.rand.org/t/RRA2680-1",
    },
    paragraphs: [
      "Rarely because the model is wrong. They fail because nobody tied them to a business metric, the data wasn't " +
        "there, the demo never met real users, or no one owned the system after launch.",
      "Lean AI consulting turns that around. We start small, measure early and only scale what has earned it, so " +
        "your budget goes into the part that works.",
    ],
    principlesTitle: "How we avoid it",
    principles: [
      "Every project starts from a business metric, not from a model",
      "We test the idea on your data before building anything big",
      "We ship small, production-grade increments that real users can try",
      "Your team learns to run and extend the system on its own",
    ],
  },
  process: {
    eyebrow: "How we work",
    /** Above the steps and their outcomes beside the hero: the section below has the eyebrow. */
    outcomes: "Four steps",
    title: "Find, prove, ship, own",
    lead: "Four steps, each with a clear outcome, so you always know what you are paying for and when to stop.",
    steps: [
      {
        key: "find",
        icon: "search",
        name: "Find",
        stage: "Discovery",
        description:
          "We map where AI can move your numbers, check the data you already have and rank the opportunities by " +
          "impact and effort.",
        outcome: "A prioritized opportunity map and a clear first use case.",
      },
      {
        key: "prove",
        icon: "flask",
        name: "Prove",
        stage: "Proof of concept",
        description:
          "We build a rapid prototype on your real data and validate it against the metric that matters, before " +
          "you commit to a full build.",
        outcome: "A working prototype and a go or no-go decision backed by evidence.",
      },
      {
        key: "ship",
        icon: "rocket",
        name: "Ship",
        stage: "Production",
        description:
          "We take what worked to production with MLOps: automated pipelines, monitoring and cost controls from " +
          "day one.",
        outcome: "A system running in production, monitored and measurable.",
      },
      {
        key: "own",
        icon: "key",
        name: "Own",
        stage: "Handover",
        description: "We document everything and train your team to operate, retrain and extend the system without us.",
        outcome: "A team that owns its AI and does not depend on consultants.",
      },
    ],
  },
  services: {
    eyebrow: "What we build",
    title: "Four kinds of AI, one lean method",
    lead:
      "We pick the simplest technique that solves the problem. Sometimes that is a language model; " +
      "often it is not.",
    items: [
      {
        key: "predictive",
        icon: "chart",
        title: "Predictive analytics and machine learning",
        description:
          "Forecast demand, score leads, spot churn early and detect anomalies with the data your product already " +
          "collects.",
      },
      {
        key: "deep-learning",
        icon: "brain",
        title: "Deep learning for vision and language",
        description:
          "Computer vision and natural language processing for images, documents and text, when simpler models " +
          "fall short.",
      },
      {
        key: "agents",
        icon: "bot",
        title: "AI agents built on LLMs",
        description:
          "Assistants and agents that use your tools and data, with guardrails, evaluation and cost limits built " +
          "in from the start.",
      },
      {
        key: "automation",
        icon: "workflow",
        title: "Intelligent automation",
        description:
          "Take repetitive work such as triage, data entry and document handling off your team's plate, with " +
          "human review where it matters.",
      },
    ],
  },
  differentiators: {
    eyebrow: "Why work with us",
    title: "Built to leave you stronger, not dependent",
    items: [
      {
        key: "lean",
        icon: "feather",
        title: "Lean",
        description:
          "Small scopes, short cycles and a decision point after every step. You never pay for a six-month plan " +
          "before seeing results.",
      },
      {
        key: "open-source",
        icon: "code",
        title: "Open source",
        description:
          "We build on proven open-source tools wherever they fit. You keep the code, the models and the freedom " +
          "to switch: no vendor lock-in.",
      },
      {
        key: "independence",
        icon: "scale",
        title: "Independence",
        description:
          "We don't resell any platform or cloud, so our advice stays vendor-neutral: we recommend what fits your " +
          "problem and your budget.",
      },
    ],
  },
  contact: {
    eyebrow: "Get in touch",
    title: "Tell us what you want to build",
    lead: "Share your context and the challenge in front of you, then pick a time for a 30-minute discovery call.",
    nextTitle: "What happens next",
    next: [
      "You tell us about your product, your data and your goals.",
      "We reply within 24 hours.",
      "We meet for a 30-minute discovery call and agree on the next step.",
    ],
    /** Once a call is booked in the form beside them, these replace the lead and the steps above. */
    bookedLead: "Your call is booked and your message is with us. The invitation is on its way to your inbox.",
    bookedNext: [
      "We read your message before the call.",
      "At the time you chose, you join with the link in the invitation.",
      "In 30 minutes we agree on the next step together.",
    ],
    emailPrompt: "Prefer e-mail? Write to",
  },
} as const;

export type ConsultingCopy = Translation<typeof source>;

export const consulting: ConsultingCopy = source;
