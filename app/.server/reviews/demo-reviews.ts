import type { ReviewInput } from "~/lib/reviews.schema";

/** The demo store's reviewers: accounts without a password, so nobody can sign in as them. */
export const DEMO_REVIEWERS = [
  "Dana Rivera",
  "Marcus Chen",
  "Alicia Gomez",
  "Tyler Brooks",
  "Priya Shah",
  "Jamal Washington",
  "Hannah Keller",
  "Luis Ortega",
].map((name, index) => ({
  id: `demo-reviewer-${index + 1}`,
  name,
  email: `demo-reviewer-${index + 1}@charge-supplements.example`,
}));

/**
 * Review texts by product form. Each pool has one 3-star review at most, so any two or more drawn from it
 * average at least 3.5 stars.
 */
export const DEMO_REVIEW_TEXTS: Record<"powder" | "capsule", readonly ReviewInput[]> = {
  powder: [
    {
      rating: 5,
      title: "Mixes clean, tastes great",
      body: "Dissolves completely in a shaker with cold water, no clumps at the bottom. The flavour is strong without being too sweet. Already on my second tub.",
    },
    {
      rating: 5,
      title: "Part of my routine now",
      body: "I have used this for about two months alongside four training days a week. Easy to take, consistent from scoop to scoop, and the container lasts longer than I expected.",
    },
    {
      rating: 4,
      title: "Good product, scoop is buried",
      body: "Works well and I like the taste. Only complaint is that the scoop was at the bottom of the tub under the powder. Minor thing, would still buy again.",
    },
    {
      rating: 5,
      title: "Great value per serving",
      body: "Compared the price per serving with what I was buying before and this comes out ahead. Clear label with the actual amounts listed, which I appreciate.",
    },
    {
      rating: 4,
      title: "Solid, a little sweet for me",
      body: "Does what it says. I find it a bit sweet at a full scoop, so I mix it with more water than the label suggests. Fast shipping too.",
    },
    {
      rating: 3,
      title: "Fine, but not my favourite flavour",
      body: "Quality seems good and it mixes fine, but the flavour was not for me. I will try a different one next time rather than give up on the product.",
    },
    {
      rating: 5,
      title: "Easy on the stomach",
      body: "Some products I have tried left me bloated. No issues with this one, even before an early morning session.",
    },
  ],
  capsule: [
    {
      rating: 5,
      title: "Easy to take every day",
      body: "Capsules are a normal size and easy to swallow. I keep the bottle next to the coffee machine so I never forget a dose.",
    },
    {
      rating: 4,
      title: "Does the job",
      body: "Good quality and the label is clear about what is in each serving. Would like a larger bottle option, but no complaints otherwise.",
    },
    {
      rating: 5,
      title: "Reordered twice",
      body: "Been taking these for a few months. Consistent quality and the bottle arrived well sealed. Will keep ordering.",
    },
    {
      rating: 3,
      title: "Okay, hard to judge",
      body: "No problems taking them, but it is hard for me to say how much difference they make. The price is fair for what you get.",
    },
    {
      rating: 5,
      title: "No aftertaste",
      body: "Other brands gave me an aftertaste or an upset stomach. Not these. Taking them with breakfast works well for me.",
    },
    {
      rating: 4,
      title: "Good, shipping was quick",
      body: "Arrived two days after ordering. The capsules are fine and the serving size is easy to follow. Would recommend.",
    },
  ],
};
