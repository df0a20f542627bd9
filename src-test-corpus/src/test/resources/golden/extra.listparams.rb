main entry

proc corpus.extra.listparams.Main.<clinit> {
  s2: write corpus.extra.listparams.Main.CHECKING // at corpus.extra.listparams.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.listparams.Main.SAVINGS // at corpus.extra.listparams.Main.<clinit>(Main.java:19)
}

proc corpus.extra.listparams.Main.audit[corpus.extra.listparams.Main.lambda$main$1:50#4] {
  s2: acquire java.lang.Object@Main.java:19 // at corpus.extra.listparams.Main.audit(Main.java:40)
  s3: call corpus.extra.listparams.Main.pause // at corpus.extra.listparams.Main.audit(Main.java:41)
  s5: acquire java.lang.Object@Main.java:18 // at corpus.extra.listparams.Main.audit(Main.java:42)
  s6: read corpus.extra.listparams.Main.balance // at corpus.extra.listparams.Main.audit(Main.java:43)
  s8: write corpus.extra.listparams.Main.balance // at corpus.extra.listparams.Main.audit(Main.java:43)
  s9: release java.lang.Object@Main.java:18 // at corpus.extra.listparams.Main.audit(Main.java:44)
  s19: release java.lang.Object@Main.java:19 // at corpus.extra.listparams.Main.audit(Main.java:45)
}

proc corpus.extra.listparams.Main.lambda$main$0 {
  s0: read corpus.extra.listparams.Main.CHECKING // at corpus.extra.listparams.Main.lambda$main$0(Main.java:49)
  s1: read corpus.extra.listparams.Main.SAVINGS // at corpus.extra.listparams.Main.lambda$main$0(Main.java:49)
  s3: call corpus.extra.listparams.Main.move[corpus.extra.listparams.Main.lambda$main$0:49#3] // at corpus.extra.listparams.Main.lambda$main$0(Main.java:49)
}

proc corpus.extra.listparams.Main.lambda$main$1 {
  s0: read corpus.extra.listparams.Main.CHECKING // at corpus.extra.listparams.Main.lambda$main$1(Main.java:50)
  s1: read corpus.extra.listparams.Main.SAVINGS // at corpus.extra.listparams.Main.lambda$main$1(Main.java:50)
  s4: call corpus.extra.listparams.Main.audit[corpus.extra.listparams.Main.lambda$main$1:50#4] // at corpus.extra.listparams.Main.lambda$main$1(Main.java:50)
}

proc corpus.extra.listparams.Main.main {
  s9: fork corpus.extra.listparams.Main.lambda$main$0 java.lang.Thread@Main.java:49 // at corpus.extra.listparams.Main.main(Main.java:51)
  s10: fork corpus.extra.listparams.Main.lambda$main$1 java.lang.Thread@Main.java:50 // at corpus.extra.listparams.Main.main(Main.java:52)
  s11: join java.lang.Thread@Main.java:49 // at corpus.extra.listparams.Main.main(Main.java:53)
  s12: join java.lang.Thread@Main.java:50 // at corpus.extra.listparams.Main.main(Main.java:54)
}

proc corpus.extra.listparams.Main.move[corpus.extra.listparams.Main.lambda$main$0:49#3] {
  s2: acquire java.lang.Object@Main.java:18 // at corpus.extra.listparams.Main.move(Main.java:31)
  s3: call corpus.extra.listparams.Main.pause // at corpus.extra.listparams.Main.move(Main.java:32)
  s5: acquire java.lang.Object@Main.java:19 // at corpus.extra.listparams.Main.move(Main.java:33)
  s6: read corpus.extra.listparams.Main.balance // at corpus.extra.listparams.Main.move(Main.java:34)
  s8: write corpus.extra.listparams.Main.balance // at corpus.extra.listparams.Main.move(Main.java:34)
  s9: release java.lang.Object@Main.java:19 // at corpus.extra.listparams.Main.move(Main.java:35)
  s19: release java.lang.Object@Main.java:18 // at corpus.extra.listparams.Main.move(Main.java:36)
}

proc corpus.extra.listparams.Main.pause {
}

proc entry {
  init0: call corpus.extra.listparams.Main.<clinit> // at corpus.extra.listparams.Main.main(Main.java:49)
  main: call corpus.extra.listparams.Main.main // at corpus.extra.listparams.Main.main(Main.java:49)
}
