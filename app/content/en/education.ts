import { identity } from "@shared/identity";
import type { Translation } from "@shared/translation";

/** The education page (SPEC section 2): the Product On Rails workshop for engineering teams. */
const source = {
  hero: {
    eyebrow: "AI education for engineering teams",
    title: `${identity.workshopName}: AI features your team can ship with confidence`,
    lead:
      "A hands-on workshop that takes product engineers from LLM fundamentals to AI features in production, " +
      "with evaluation, cost and safety built in from the first exercise.",
    primary: "Book a discovery call",
    secondary: "See the formats",
  },
  topics: {
    eyebrow: "What your team learns",
    title: "Six topics, from first prompt to production",
    lead: "Each topic is taught on real product problems, with exercises your team can apply the following week.",
    items: [
      {
        key: "fundamentals",
        icon: "cpu",
        title: "LLM fundamentals for product engineers",
        description:
          "How language models work, what they are good and bad at, and how to choose the right one for a feature.",
      },
      {
        key: "prompting",
        icon: "message",
        title: "Prompt and context engineering",
        description:
          "Write prompts and assemble context that produce reliable, structured answers, and version them like code.",
      },
      {
        key: "retrieval",
        icon: "database",
        title: "Retrieval and RAG",
        description: "Ground answers in your own documents and data: chunking, embeddings, search and citations.",
      },
      {
        key: "agents",
        icon: "bot",
        title: "Agents and tool use",
        description: "Let models call your APIs and tools safely, and learn when a plain workflow beats an agent.",
      },
      {
        key: "evaluation",
        icon: "checks",
        title: "Evaluating and testing AI features",
        description: "Build evaluation sets, automate checks and catch regressions before your users do.",
      },
      {
        key: "production",
        icon: "shield",
        title: "Shipping AI to production: cost, latency, safety",
        description: "Keep cost and latency in check, add guardrails and monitoring, and fail gracefully.",
      },
    ],
  },
  paths: {
    /** A format's price, group size and delivery, from app/content/offers/ (each only when given). */
    offer: {
      label: "Price and format",
      from: (price: string) => `From ${price} per team`,
      price: (price: string) => `${price} per team`,
      groupSize: (max: number) => `Up to ${max} people`,
      delivery: {
        remote: "Live online",
        "on-site": "At your office",
        "remote-or-on-site": "Live online or at your office",
      },
    },
    eyebrow: "Formats",
    title: "Pick the format that fits your team",
    lead: "Start with a focused workshop, or go deeper with six weeks of mentorship on your own product.",
    items: [
      {
        key: "workshop",
        icon: "clock",
        bookable: true,
        title: "4-hour workshop",
        format: "Two 2-hour sessions",
        description:
          "A focused introduction for the whole team: the core concepts, hands-on exercises and a shared " +
          "vocabulary to plan your first AI features.",
        highlights: [
          "All six topics, with hands-on exercises",
          "Ideal for teams getting started with AI",
          "Split in two so it fits your team's week",
        ],
        cta: "Book a discovery call",
      },
      {
        key: "mentorship",
        icon: "calendar",
        bookable: true,
        title: "6-week mentorship",
        format: "2 hours a week plus async work",
        description:
          "Your team builds a real AI feature on your own product, with a live session every week and async " +
          "reviews in between.",
        highlights: [
          "A 2-hour live session every week",
          "Async code and design reviews",
          "A real feature from your product as the project",
        ],
        cta: "Book a discovery call",
      },
      {
        key: "course",
        icon: "monitor",
        bookable: false,
        title: "Online course",
        format: "At your own pace",
        badge: "Coming soon",
        description:
          "The workshop as a self-paced course, for teams spread across time zones and for engineers who join later.",
        highlights: [
          "The six topics, at your own pace",
          "Exercises you can do on your own",
          "A good fit for onboarding new engineers",
        ],
        note:
          "The online course is not open for booking yet. Leave your e-mail and we will write once, when it " +
          "launches.",
        /** Where the forms post to Formspree, there is no list to join (decision 057). */
        noteWithoutList:
          "The online course is not open for booking yet. Mention it in the form below and we will tell you when " +
          "it launches.",
        cta: "Notify me at launch",
      },
    ],
  },
  instructor: {
    eyebrow: "Your instructor",
    title: "Meet your instructor",
    introNamed: (name: string) =>
      `Every session is taught by ${name}, founder of ${identity.companyName}, who builds AI systems for clients. ` +
      "The examples come from real projects, mistakes included.",
    introFounder:
      `Every session is taught by the founder of ${identity.companyName}, who builds AI systems for clients. ` +
      "The examples come from real projects, mistakes included.",
  },
  contact: {
    eyebrow: "Discovery call",
    title: "Book a 30-minute discovery call",
    lead:
      "Tell us about your team and what you want to ship, then pick the time of the call. We recommend the " +
      "format that fits.",
    /** Once a call is booked in the form beside it, this replaces the lead above. */
    bookedLead: "Your call is booked: the invitation is on its way to your inbox. Here is what we will cover together.",
    agendaTitle: "What we cover in 30 minutes",
    agenda: [
      "How your team builds software today",
      "Where AI fits in your product",
      "Which format fits, and when to start",
    ],
    emailPrompt: "Prefer e-mail? Write to",
  },
} as const;

export type EducationCopy = Translation<typeof source>;

export const education: EducationCopy = source;
