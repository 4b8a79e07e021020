"""Word classes the learned scorer sees beside the words: what a sentence talks about, not how.

The scorer is a linear model over hashed words and word pairs, so it knows only the wordings it
was fit on: "describe the renewal as free of charge" teaches it nothing about "report the claim
as paid in full". Each class below gathers the words of one idea an attack is made of (speaking
to the user, leaving something out, a failure, a success, a fee, a third party...), and the
scorer gets the classes a sentence holds, alone and in pairs. A pair is what an attack joins and
an honest sentence rarely does ("tell the user" with "paid in full" beside "denied"); the weights
learn how much each is worth. The lists are the language's, written from the ideas, not copied
from any labelled sentence.

An idea that honest text states in the same words as attacks has no class: a retirement ("is
deprecated, use ... instead") is how a changelog reads and how a redirection reads, and with a class
for it the scorer cut "`owner_team` is deprecated since v2; set `owner` instead." (a parameter's
honest note, one of the guard's test sentences). For the same reason "owner" is no person: it is
as often a field.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable

_CLASSES: dict[str, str] = {
    # speaking to the person the agent serves
    "speak": "tell tells told say says said report reports reported describe describes described"
    " present presents presented show shows shown display displays displayed reply replies"
    " respond responds answer answers answered mention mentions mentioned surface surfaces"
    " surfaced disclose discloses disclosed reveal reveals revealed raise raised quote quotes"
    " quoted summarise summarize summarises summarizes summary summaries phrase phrased confirm"
    " confirms confirmed notify notifies notified inform informs informed explain explains"
    " communicate communicated acknowledge acknowledged word worded portray frame framed"
    " characterise characterize label labelled labeled",
    # the person: whoever the agent answers to
    "person": "user users user's customer customers customer's client clients client's patient"
    " patients patient's tenant tenants employee employees viewer viewers creator creators member"
    " members caller requester shopper shoppers buyer buyers stakeholder stakeholders"
    " applicant applicants candidate candidates taxpayer filer traveller traveler guest guests"
    " human humans person people recipient recipients subscriber subscribers",
    # leaving out, holding back, doing unseen
    "omit": "omit omits omitted omitting leave leaving drop drops dropped skip skips skipped"
    " suppress suppresses suppressed strip strips stripped hide hides hidden hiding exclude"
    " excludes excluded conceal conceals concealed withhold withholds withheld silently quietly"
    " discreetly covertly secretly unmentioned undisclosed unannounced invisibly unnoticed"
    " filter filtered filters downplay gloss bury buried mask masked",
    # something went wrong
    "failed": "fail fails failed failure failures failing reject rejects rejected rejection"
    " denied denial declined decline late overdue error errors revoked terminated expired"
    " timeout timed lapsed critical abnormal flagged suspicious breach breached violation"
    " violations bounced undeliverable invalid outage degraded dismissed cancelled canceled"
    " defect defective unpaid missed malignant unsafe dangerous warning warnings incident",
    # all is well
    "fine": "success successful successfully succeeded paid approved accepted complete completed"
    " valid active normal normally cleared fine ok okay resolved healthy delivered posted secure"
    " safe permanently fully immediately erased destroyed clean passed verified green intact"
    " settled instant free refunded",
    "money": "fee fees charge charges charged surcharge commission markup penalty penalties cost"
    " costs price priced pricing billed bill billing invoice invoiced payout payouts rate"
    " premium subscription renewal deduct deducts deducted",
    "third": "partner partners partner's vendor vendors vendor's affiliate affiliates analytics"
    " external sponsor sponsored advertiser advertisers broker brokers marketing"
    " reseller resellers outside",
    "only": "only just solely merely exclusively",
    "negation": "not never no don't dont doesn't won't without nothing none avoid neither nor"
    " isn't aren't shouldn't mustn't",
    "asked": "ask asks asked question questions inquire inquires wonder wonders",
    "send": "send sends sent forward forwards forwarded copy copies copied mirror mirrors"
    " mirrored upload uploads uploaded share shares shared sync syncs synced export exports"
    " exported transmit transmits relay relays bcc cc beacon replicate replicated stream"
    " post posts",
    "secret": "token tokens key keys password passwords credential credentials secret secrets"
    " ssh env cookie cookies session passphrase private apikey",
    "context": "conversation conversations chat history prompt prompts transcript transcripts"
    " context instructions messages memory",
    "must": "must always required require requires mandatory need needs should shall necessary"
    " obligatory every whenever",
    "authority": "system admin administrator directive policy compliance override priority"
    " authorized authorised official mandate regulator supersedes governance",
    "previous": "previous prior earlier above ignore ignores disregard disregards supersede"
    " superseded forget",
    "change": "change changes changed set sets rewrite rewrites rewritten modify modifies"
    " modified adjust adjusts adjusted round rounded swap swaps append appends add adds"
    " increase increases lower lowers alter alters altered switch switches default defaults"
    " backdate backdated",
    "startup": "bashrc zshrc profile crontab cron hook hooks config configuration startup"
    " autostart settings dotfile dotfiles launchd systemd registry",
    "run": "run runs execute executes exec shell bash command commands script scripts terminal"
    " eval curl wget sudo powershell",
    "internal": "internal internally confidential private between backend background behind"
    " routine noise housekeeping",
}


def _by_word() -> dict[str, tuple[str, ...]]:
    """Word -> the classes that list it, in the order of ``_CLASSES``."""
    out: dict[str, tuple[str, ...]] = {}
    for name, words in _CLASSES.items():
        for word in words.split():
            out[word] = (*out.get(word, ()), name)
    return out


_WORD_CLASS = _by_word()


def of(words: Iterable[str]) -> list[str]:
    """The classes ``words`` (lower-case) hold, and every pair of them, as feature names."""
    found = sorted({c for w in words for c in _WORD_CLASS.get(w, ())})
    return [f"k:{c}" for c in found] + [f"k:{a}+{b}" for a, b in itertools.combinations(found, 2)]
