main entry

proc corpus.extra.joinloop.fixed.Main.<clinit> {
  s2: write corpus.extra.joinloop.fixed.Main.A // at corpus.extra.joinloop.fixed.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.joinloop.fixed.Main.B // at corpus.extra.joinloop.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.joinloop.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.joinloop.fixed.Main.A // at corpus.extra.joinloop.fixed.Main.lambda$main$0(Main.java:24)
  s1: read corpus.extra.joinloop.fixed.Main.B // at corpus.extra.joinloop.fixed.Main.lambda$main$0(Main.java:24)
  s2: call corpus.extra.joinloop.fixed.Main.work[corpus.extra.joinloop.fixed.Main.lambda$main$0:24#2] // at corpus.extra.joinloop.fixed.Main.lambda$main$0(Main.java:24)
}

proc corpus.extra.joinloop.fixed.Main.main {
  s8e1: write java.lang.Thread[]@Main.java:22[0] // at corpus.extra.joinloop.fixed.Main.main(Main.java:24)
  s9e1: read java.lang.Thread[]@Main.java:22[0] // at corpus.extra.joinloop.fixed.Main.main(Main.java:25)
  s10e1: fork corpus.extra.joinloop.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:24 // at corpus.extra.joinloop.fixed.Main.main(Main.java:25)
  s44e3: write java.lang.Thread[]@Main.java:22[1] // at corpus.extra.joinloop.fixed.Main.main(Main.java:24)
  s45e3: read java.lang.Thread[]@Main.java:22[1] // at corpus.extra.joinloop.fixed.Main.main(Main.java:25)
  s46e3: fork corpus.extra.joinloop.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:24#2 // at corpus.extra.joinloop.fixed.Main.main(Main.java:25)
  s54e5: write java.lang.Thread[]@Main.java:22[2] // at corpus.extra.joinloop.fixed.Main.main(Main.java:24)
  s55e5: read java.lang.Thread[]@Main.java:22[2] // at corpus.extra.joinloop.fixed.Main.main(Main.java:25)
  s56e5: fork corpus.extra.joinloop.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:24#3 // at corpus.extra.joinloop.fixed.Main.main(Main.java:25)
  s64e7: write java.lang.Thread[]@Main.java:22[3] // at corpus.extra.joinloop.fixed.Main.main(Main.java:24)
  s65e7: read java.lang.Thread[]@Main.java:22[3] // at corpus.extra.joinloop.fixed.Main.main(Main.java:25)
  s66e7: fork corpus.extra.joinloop.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:24#4 // at corpus.extra.joinloop.fixed.Main.main(Main.java:25)
  s16e10: read java.lang.Thread[]@Main.java:22[0] // at corpus.extra.joinloop.fixed.Main.main(Main.java:28)
  s17e10: join java.lang.Thread@Main.java:24 // at corpus.extra.joinloop.fixed.Main.main(Main.java:28)
  s23e12: read java.lang.Thread[]@Main.java:22[1] // at corpus.extra.joinloop.fixed.Main.main(Main.java:28)
  s24e12: join java.lang.Thread@Main.java:24#2 // at corpus.extra.joinloop.fixed.Main.main(Main.java:28)
  s29e14: read java.lang.Thread[]@Main.java:22[2] // at corpus.extra.joinloop.fixed.Main.main(Main.java:28)
  s30e14: join java.lang.Thread@Main.java:24#3 // at corpus.extra.joinloop.fixed.Main.main(Main.java:28)
  s35e16: read java.lang.Thread[]@Main.java:22[3] // at corpus.extra.joinloop.fixed.Main.main(Main.java:28)
  s36e16: join java.lang.Thread@Main.java:24#4 // at corpus.extra.joinloop.fixed.Main.main(Main.java:28)
}

proc corpus.extra.joinloop.fixed.Main.work[corpus.extra.joinloop.fixed.Main.lambda$main$0:24#2] {
  s3: acquire java.lang.Object@Main.java:17 // at corpus.extra.joinloop.fixed.Main.work(Main.java:33)
  s5: acquire java.lang.Object@Main.java:18 // at corpus.extra.joinloop.fixed.Main.work(Main.java:34)
  s6: read corpus.extra.joinloop.fixed.Main.total // at corpus.extra.joinloop.fixed.Main.work(Main.java:35)
  s8: write corpus.extra.joinloop.fixed.Main.total // at corpus.extra.joinloop.fixed.Main.work(Main.java:35)
  s9: release java.lang.Object@Main.java:18 // at corpus.extra.joinloop.fixed.Main.work(Main.java:36)
  s19: release java.lang.Object@Main.java:17 // at corpus.extra.joinloop.fixed.Main.work(Main.java:37)
}

proc entry {
  init0: call corpus.extra.joinloop.fixed.Main.<clinit> // at corpus.extra.joinloop.fixed.Main.main(Main.java:22)
  main: call corpus.extra.joinloop.fixed.Main.main // at corpus.extra.joinloop.fixed.Main.main(Main.java:22)
}
