main entry

proc corpus.extra.listparams.fixed.Main.<clinit> {
  s2: write corpus.extra.listparams.fixed.Main.CHECKING // at corpus.extra.listparams.fixed.Main.<clinit>(Main.java:16)
  s5: write corpus.extra.listparams.fixed.Main.SAVINGS // at corpus.extra.listparams.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.extra.listparams.fixed.Main.audit[corpus.extra.listparams.fixed.Main.lambda$main$1:48#4] {
  s2: acquire java.lang.Object@Main.java:16 // at corpus.extra.listparams.fixed.Main.audit(Main.java:38)
  s3: call corpus.extra.listparams.fixed.Main.pause // at corpus.extra.listparams.fixed.Main.audit(Main.java:39)
  s5: acquire java.lang.Object@Main.java:17 // at corpus.extra.listparams.fixed.Main.audit(Main.java:40)
  s6: read corpus.extra.listparams.fixed.Main.balance // at corpus.extra.listparams.fixed.Main.audit(Main.java:41)
  s8: write corpus.extra.listparams.fixed.Main.balance // at corpus.extra.listparams.fixed.Main.audit(Main.java:41)
  s9: release java.lang.Object@Main.java:17 // at corpus.extra.listparams.fixed.Main.audit(Main.java:42)
  s19: release java.lang.Object@Main.java:16 // at corpus.extra.listparams.fixed.Main.audit(Main.java:43)
}

proc corpus.extra.listparams.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.listparams.fixed.Main.CHECKING // at corpus.extra.listparams.fixed.Main.lambda$main$0(Main.java:47)
  s1: read corpus.extra.listparams.fixed.Main.SAVINGS // at corpus.extra.listparams.fixed.Main.lambda$main$0(Main.java:47)
  s3: call corpus.extra.listparams.fixed.Main.move[corpus.extra.listparams.fixed.Main.lambda$main$0:47#3] // at corpus.extra.listparams.fixed.Main.lambda$main$0(Main.java:47)
}

proc corpus.extra.listparams.fixed.Main.lambda$main$1 {
  s0: read corpus.extra.listparams.fixed.Main.SAVINGS // at corpus.extra.listparams.fixed.Main.lambda$main$1(Main.java:48)
  s1: read corpus.extra.listparams.fixed.Main.CHECKING // at corpus.extra.listparams.fixed.Main.lambda$main$1(Main.java:48)
  s4: call corpus.extra.listparams.fixed.Main.audit[corpus.extra.listparams.fixed.Main.lambda$main$1:48#4] // at corpus.extra.listparams.fixed.Main.lambda$main$1(Main.java:48)
}

proc corpus.extra.listparams.fixed.Main.main {
  s9: fork corpus.extra.listparams.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:47 // at corpus.extra.listparams.fixed.Main.main(Main.java:49)
  s10: fork corpus.extra.listparams.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:48 // at corpus.extra.listparams.fixed.Main.main(Main.java:50)
  s11: join java.lang.Thread@Main.java:47 // at corpus.extra.listparams.fixed.Main.main(Main.java:51)
  s12: join java.lang.Thread@Main.java:48 // at corpus.extra.listparams.fixed.Main.main(Main.java:52)
}

proc corpus.extra.listparams.fixed.Main.move[corpus.extra.listparams.fixed.Main.lambda$main$0:47#3] {
  s2: acquire java.lang.Object@Main.java:16 // at corpus.extra.listparams.fixed.Main.move(Main.java:29)
  s3: call corpus.extra.listparams.fixed.Main.pause // at corpus.extra.listparams.fixed.Main.move(Main.java:30)
  s5: acquire java.lang.Object@Main.java:17 // at corpus.extra.listparams.fixed.Main.move(Main.java:31)
  s6: read corpus.extra.listparams.fixed.Main.balance // at corpus.extra.listparams.fixed.Main.move(Main.java:32)
  s8: write corpus.extra.listparams.fixed.Main.balance // at corpus.extra.listparams.fixed.Main.move(Main.java:32)
  s9: release java.lang.Object@Main.java:17 // at corpus.extra.listparams.fixed.Main.move(Main.java:33)
  s19: release java.lang.Object@Main.java:16 // at corpus.extra.listparams.fixed.Main.move(Main.java:34)
}

proc corpus.extra.listparams.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.listparams.fixed.Main.<clinit> // at corpus.extra.listparams.fixed.Main.main(Main.java:47)
  main: call corpus.extra.listparams.fixed.Main.main // at corpus.extra.listparams.fixed.Main.main(Main.java:47)
}
