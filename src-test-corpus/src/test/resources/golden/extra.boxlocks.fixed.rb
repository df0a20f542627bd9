main entry

proc corpus.extra.boxlocks.fixed.Main$Audit.check[corpus.extra.boxlocks.fixed.Main.lambda$main$0:42#2] {
  s3: acquire java.lang.Integer.valueOf.1 // at corpus.extra.boxlocks.fixed.Main$Audit.check(Main.java:32)
  s5: acquire java.lang.Integer.valueOf.2 // at corpus.extra.boxlocks.fixed.Main$Audit.check(Main.java:33)
  s6: read corpus.extra.boxlocks.fixed.Main$Audit.checks // at corpus.extra.boxlocks.fixed.Main$Audit.check(Main.java:34)
  s8: write corpus.extra.boxlocks.fixed.Main$Audit.checks // at corpus.extra.boxlocks.fixed.Main$Audit.check(Main.java:34)
  s9: release java.lang.Integer.valueOf.2 // at corpus.extra.boxlocks.fixed.Main$Audit.check(Main.java:35)
  s19: release java.lang.Integer.valueOf.1 // at corpus.extra.boxlocks.fixed.Main$Audit.check(Main.java:36)
}

proc corpus.extra.boxlocks.fixed.Main$Ledger.<clinit> {
  s1: write corpus.extra.boxlocks.fixed.Main$Ledger.ACCOUNTS // at corpus.extra.boxlocks.fixed.Main$Ledger.<clinit>(Main.java:15)
  s3: write corpus.extra.boxlocks.fixed.Main$Ledger.JOURNAL // at corpus.extra.boxlocks.fixed.Main$Ledger.<clinit>(Main.java:16)
}

proc corpus.extra.boxlocks.fixed.Main$Ledger.post {
  s0: read corpus.extra.boxlocks.fixed.Main$Ledger.ACCOUNTS // at corpus.extra.boxlocks.fixed.Main$Ledger.post(Main.java:20)
  s1: acquire java.lang.Integer.valueOf.1 // at corpus.extra.boxlocks.fixed.Main$Ledger.post(Main.java:20)
  s2: read corpus.extra.boxlocks.fixed.Main$Ledger.JOURNAL // at corpus.extra.boxlocks.fixed.Main$Ledger.post(Main.java:21)
  s3: acquire java.lang.Integer.valueOf.2 // at corpus.extra.boxlocks.fixed.Main$Ledger.post(Main.java:21)
  s4: read corpus.extra.boxlocks.fixed.Main$Ledger.entries // at corpus.extra.boxlocks.fixed.Main$Ledger.post(Main.java:22)
  s6: write corpus.extra.boxlocks.fixed.Main$Ledger.entries // at corpus.extra.boxlocks.fixed.Main$Ledger.post(Main.java:22)
  s7: release java.lang.Integer.valueOf.2 // at corpus.extra.boxlocks.fixed.Main$Ledger.post(Main.java:23)
  s17: release java.lang.Integer.valueOf.1 // at corpus.extra.boxlocks.fixed.Main$Ledger.post(Main.java:24)
}

proc corpus.extra.boxlocks.fixed.Main.lambda$main$0 {
  s2: call corpus.extra.boxlocks.fixed.Main$Audit.check[corpus.extra.boxlocks.fixed.Main.lambda$main$0:42#2] // at corpus.extra.boxlocks.fixed.Main.lambda$main$0(Main.java:42)
}

proc corpus.extra.boxlocks.fixed.Main.main {
  s9: fork corpus.extra.boxlocks.fixed.Main$Ledger.post java.lang.Thread@Main.java:41 // at corpus.extra.boxlocks.fixed.Main.main(Main.java:43)
  s10: fork corpus.extra.boxlocks.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:42 // at corpus.extra.boxlocks.fixed.Main.main(Main.java:44)
  s11: join java.lang.Thread@Main.java:41 // at corpus.extra.boxlocks.fixed.Main.main(Main.java:45)
  s12: join java.lang.Thread@Main.java:42 // at corpus.extra.boxlocks.fixed.Main.main(Main.java:46)
}

proc entry {
  init0: call corpus.extra.boxlocks.fixed.Main$Ledger.<clinit> // at corpus.extra.boxlocks.fixed.Main.main(Main.java:41)
  main: call corpus.extra.boxlocks.fixed.Main.main // at corpus.extra.boxlocks.fixed.Main.main(Main.java:41)
}
