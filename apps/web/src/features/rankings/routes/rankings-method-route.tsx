import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { figureCleaningTexts, washTradeTests } from '@dappx/shared/figure-cleaning';
import { Link as RouterLink } from 'react-router';
import { ReviewSummaryRules } from '@/features/reviews';

/** The method's parts, in the order a reader needs them: the four figures, then how they are built. */
const parts = ['uaw', 'transactions', 'volume', 'balance', 'windows', 'source', 'proofs', 'bots'] as const;

/** A text whose `quoted` words are field names, set as code. */
function WithCode({ text }: { text: string }) {
  return text.split('`').map((part, index) =>
    index % 2 === 1 ? (
      <Box component="code" key={index} sx={{ px: 0.5, borderRadius: 0.5, bgcolor: 'tint.currencyTag' }}>
        {part}
      </Box>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

const languageOf = (language: string) => (['es', 'pt'].includes(language) ? (language as 'es' | 'pt') : 'en');

/** The cleaning rules with their thresholds, from the one place the indexer reads them too. */
function CleaningRules() {
  const { i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const rule = (name: keyof typeof figureCleaningTexts) => figureCleaningTexts[name][language];
  return (
    <Box
      component="ul"
      data-testid="cleaning-rules"
      sx={{ mt: 1.5, pl: 3, fontSize: { xs: 16, md: 17 }, lineHeight: 1.7 }}
    >
      <li>{rule('farm')}</li>
      <li>{rule('burst')}</li>
      <li>
        {rule('wash')}
        <Box component="ul" sx={{ pl: 3 }}>
          {washTradeTests.map((test) => (
            <li key={test}>{rule(test)}</li>
          ))}
        </Box>
      </li>
    </Box>
  );
}

/** /rankings/method: what each figure of the rankings counts, in plain words. */
export function RankingsMethodRoute() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component={RouterLink} to="/rankings" sx={{ color: 'text.secondary', fontSize: 14 }}>
        ← {t('rankings.method.back')}
      </Typography>
      <Typography
        component="h1"
        sx={{ mt: 2, fontWeight: 800, fontSize: { xs: 28, md: 40 }, lineHeight: 1.15 }}
      >
        {t('rankings.method.title')}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: { xs: 16, md: 18 } }}>
        {t('rankings.method.intro')}
      </Typography>
      {parts.map((part) => (
        <Box component="section" key={part} aria-labelledby={`method-${part}`} sx={{ mt: { xs: 4, md: 5 } }}>
          <Typography
            id={`method-${part}`}
            component="h2"
            sx={{ fontWeight: 800, fontSize: { xs: 20, md: 24 }, mb: 1 }}
          >
            {t(`rankings.method.${part}.title`)}
          </Typography>
          <Typography sx={{ fontSize: { xs: 16, md: 17 }, lineHeight: 1.7 }}>
            <WithCode text={t(`rankings.method.${part}.text`)} />
          </Typography>
          {part === 'bots' && <CleaningRules />}
        </Box>
      ))}
      <ReviewSummaryRules />
      <Box sx={{ mt: 5 }}>
        <Link component={RouterLink} to="/rankings">
          {t('rankings.method.back')}
        </Link>
      </Box>
    </Container>
  );
}
