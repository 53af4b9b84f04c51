// The reviews feature's public face: an app's reviews on its page, and the summaries' rules for the method page.
export { ReviewsSection } from './components/reviews-section';
export { ReviewSummaryRules } from './components/review-summary-rules';
