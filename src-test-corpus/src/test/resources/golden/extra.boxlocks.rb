main entry

proc corpus.extra.boxlocks.Main$Audit.check[corpus.extra.boxlocks.Main.lambda$main$0:45#2] {
  s3: acquire java.lang.Integer.valueOf.2 // at corpus.extra.boxlocks.Main$Audit.check(Main.java:35)
  s5: acquire java.lang.Integer.valueOf.1 // at corpus.extra.boxlocks.Main$Audit.check(Main.java:36)
  s6: read corpus.extra.boxlocks.Main$Audit.checks // at corpus.extra.boxlocks.Main$Audit.check(Main.java:37)
  s8: write corpus.extra.boxlocks.Main$Audit.checks // at corpus.extra.boxlocks.Main$Audit.check(Main.java:37)
  s9: release java.lang.Integer.valueOf.1 // at corpus.extra.boxlocks.Main$Audit.check(Main.java:38)
  s19: release java.lang.Integer.valueOf.2 // at corpus.extra.boxlocks.Main$Audit.check(Main.java:39)
}

proc corpus.extra.boxlocks.Main$Ledger.<clinit> {
  s1: write corpus.extra.boxlocks.Main$Ledger.ACCOUNTS // at corpus.extra.boxlocks.Main$Ledger.<clinit>(Main.java:18)
  s3: write corpus.extra.boxlocks.Main$Ledger.JOURNAL // at corpus.extra.boxlocks.Main$Ledger.<clinit>(Main.java:19)
}

proc corpus.extra.boxlocks.Main$Ledger.post {
  s0: read corpus.extra.boxlocks.Main$Ledger.ACCOUNTS // at corpus.extra.boxlocks.Main$Ledger.post(Main.java:23)
  s1: acquire java.lang.Integer.valueOf.1 // at corpus.extra.boxlocks.Main$Ledger.post(Main.java:23)
  s2: read corpus.extra.boxlocks.Main$Ledger.JOURNAL // at corpus.extra.boxlocks.Main$Ledger.post(Main.java:24)
  s3: acquire java.lang.Integer.valueOf.2 // at corpus.extra.boxlocks.Main$Ledger.post(Main.java:24)
  s4: read corpus.extra.boxlocks.Main$Ledger.entries // at corpus.extra.boxlocks.Main$Ledger.post(Main.java:25)
  s6: write corpus.extra.boxlocks.Main$Ledger.entries // at corpus.extra.boxlocks.Main$Ledger.post(Main.java:25)
  s7: release java.lang.Integer.valueOf.2 // at corpus.extra.boxlocks.Main$Ledger.post(Main.java:26)
  s17: release java.lang.Integer.valueOf.1 // at corpus.extra.boxlocks.Main$Ledger.post(Main.java:27)
}

proc corpus.extra.boxlocks.Main.lambda$main$0 {
  s2: call corpus.extra.boxlocks.Main$Audit.check[corpus.extra.boxlocks.Main.lambda$main$0:45#2] // at corpus.extra.boxlocks.Main.lambda$main$0(Main.java:45)
}

proc corpus.extra.boxlocks.Main.main {
  s9: fork corpus.extra.boxlocks.Main$Ledger.post java.lang.Thread@Main.java:44 // at corpus.extra.boxlocks.Main.main(Main.java:46)
  s10: fork corpus.extra.boxlocks.Main.lambda$main$0 java.lang.Thread@Main.java:45 // at corpus.extra.boxlocks.Main.main(Main.java:47)
  s11: join java.lang.Thread@Main.java:44 // at corpus.extra.boxlocks.Main.main(Main.java:48)
  s12: join java.lang.Thread@Main.java:45 // at corpus.extra.boxlocks.Main.main(Main.java:49)
}

proc entry {
  init0: call corpus.extra.boxlocks.Main$Ledger.<clinit> // at corpus.extra.boxlocks.Main.main(Main.java:44)
  main: call corpus.extra.boxlocks.Main.main // at corpus.extra.boxlocks.Main.main(Main.java:44)
}
