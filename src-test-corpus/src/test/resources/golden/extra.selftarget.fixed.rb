main entry

proc corpus.extra.selftarget.fixed.Main.<clinit> {
  s2: write corpus.extra.selftarget.fixed.Main.A // at corpus.extra.selftarget.fixed.Main.<clinit>(Main.java:14)
  s5: write corpus.extra.selftarget.fixed.Main.B // at corpus.extra.selftarget.fixed.Main.<clinit>(Main.java:15)
}

proc corpus.extra.selftarget.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.selftarget.fixed.Main.A // at corpus.extra.selftarget.fixed.Main.lambda$main$0(Main.java:28)
  s1: acquire java.lang.Object@Main.java:14 // at corpus.extra.selftarget.fixed.Main.lambda$main$0(Main.java:28)
  s2: call corpus.extra.selftarget.fixed.Main.pause // at corpus.extra.selftarget.fixed.Main.lambda$main$0(Main.java:29)
  s3: read corpus.extra.selftarget.fixed.Main.B // at corpus.extra.selftarget.fixed.Main.lambda$main$0(Main.java:30)
  s4: acquire java.lang.Object@Main.java:15 // at corpus.extra.selftarget.fixed.Main.lambda$main$0(Main.java:30)
  s5: read java.lang.System.out          // at corpus.extra.selftarget.fixed.Main.lambda$main$0(Main.java:31)
  s7: release java.lang.Object@Main.java:15 // at corpus.extra.selftarget.fixed.Main.lambda$main$0(Main.java:32)
  s17: release java.lang.Object@Main.java:14 // at corpus.extra.selftarget.fixed.Main.lambda$main$0(Main.java:33)
}

proc corpus.extra.selftarget.fixed.Main.lambda$main$1 {
  s0: read corpus.extra.selftarget.fixed.Main.A // at corpus.extra.selftarget.fixed.Main.lambda$main$1(Main.java:36)
  s1: acquire java.lang.Object@Main.java:14 // at corpus.extra.selftarget.fixed.Main.lambda$main$1(Main.java:36)
  s2: call corpus.extra.selftarget.fixed.Main.pause // at corpus.extra.selftarget.fixed.Main.lambda$main$1(Main.java:37)
  s3: read corpus.extra.selftarget.fixed.Main.B // at corpus.extra.selftarget.fixed.Main.lambda$main$1(Main.java:38)
  s4: acquire java.lang.Object@Main.java:15 // at corpus.extra.selftarget.fixed.Main.lambda$main$1(Main.java:38)
  s5: read java.lang.System.out          // at corpus.extra.selftarget.fixed.Main.lambda$main$1(Main.java:39)
  s7: release java.lang.Object@Main.java:15 // at corpus.extra.selftarget.fixed.Main.lambda$main$1(Main.java:40)
  s17: release java.lang.Object@Main.java:14 // at corpus.extra.selftarget.fixed.Main.lambda$main$1(Main.java:41)
}

proc corpus.extra.selftarget.fixed.Main.main {
  s27e4: fork corpus.extra.selftarget.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:44 // at corpus.extra.selftarget.fixed.Main.main(Main.java:47)
  s50e5: fork corpus.extra.selftarget.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:44#2 // at corpus.extra.selftarget.fixed.Main.main(Main.java:47)
  s35e7: join java.lang.Thread@Main.java:44 // at corpus.extra.selftarget.fixed.Main.main(Main.java:50)
  s43e8: join java.lang.Thread@Main.java:44#2 // at corpus.extra.selftarget.fixed.Main.main(Main.java:50)
}

proc corpus.extra.selftarget.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.selftarget.fixed.Main.<clinit> // at corpus.extra.selftarget.fixed.Main.main(Main.java:26)
  main: call corpus.extra.selftarget.fixed.Main.main // at corpus.extra.selftarget.fixed.Main.main(Main.java:26)
}
