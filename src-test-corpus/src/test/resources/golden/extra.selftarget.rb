main entry

proc corpus.extra.selftarget.Main.<clinit> {
  s2: write corpus.extra.selftarget.Main.A // at corpus.extra.selftarget.Main.<clinit>(Main.java:20)
  s5: write corpus.extra.selftarget.Main.B // at corpus.extra.selftarget.Main.<clinit>(Main.java:21)
}

proc corpus.extra.selftarget.Main.lambda$main$0 {
  s0: read corpus.extra.selftarget.Main.A // at corpus.extra.selftarget.Main.lambda$main$0(Main.java:34)
  s1: acquire java.lang.Object@Main.java:20 // at corpus.extra.selftarget.Main.lambda$main$0(Main.java:34)
  s2: call corpus.extra.selftarget.Main.pause // at corpus.extra.selftarget.Main.lambda$main$0(Main.java:35)
  s3: read corpus.extra.selftarget.Main.B // at corpus.extra.selftarget.Main.lambda$main$0(Main.java:36)
  s4: acquire java.lang.Object@Main.java:21 // at corpus.extra.selftarget.Main.lambda$main$0(Main.java:36)
  s5: read java.lang.System.out          // at corpus.extra.selftarget.Main.lambda$main$0(Main.java:37)
  s7: release java.lang.Object@Main.java:21 // at corpus.extra.selftarget.Main.lambda$main$0(Main.java:38)
  s17: release java.lang.Object@Main.java:20 // at corpus.extra.selftarget.Main.lambda$main$0(Main.java:39)
}

proc corpus.extra.selftarget.Main.lambda$main$1 {
  s0: read corpus.extra.selftarget.Main.B // at corpus.extra.selftarget.Main.lambda$main$1(Main.java:42)
  s1: acquire java.lang.Object@Main.java:21 // at corpus.extra.selftarget.Main.lambda$main$1(Main.java:42)
  s2: call corpus.extra.selftarget.Main.pause // at corpus.extra.selftarget.Main.lambda$main$1(Main.java:43)
  s3: read corpus.extra.selftarget.Main.A // at corpus.extra.selftarget.Main.lambda$main$1(Main.java:44)
  s4: acquire java.lang.Object@Main.java:20 // at corpus.extra.selftarget.Main.lambda$main$1(Main.java:44)
  s5: read java.lang.System.out          // at corpus.extra.selftarget.Main.lambda$main$1(Main.java:45)
  s7: release java.lang.Object@Main.java:20 // at corpus.extra.selftarget.Main.lambda$main$1(Main.java:46)
  s17: release java.lang.Object@Main.java:21 // at corpus.extra.selftarget.Main.lambda$main$1(Main.java:47)
}

proc corpus.extra.selftarget.Main.main {
  s27e4: fork corpus.extra.selftarget.Main.lambda$main$0 java.lang.Thread@Main.java:50 // at corpus.extra.selftarget.Main.main(Main.java:53)
  s50e5: fork corpus.extra.selftarget.Main.lambda$main$1 java.lang.Thread@Main.java:50#2 // at corpus.extra.selftarget.Main.main(Main.java:53)
  s35e7: join java.lang.Thread@Main.java:50 // at corpus.extra.selftarget.Main.main(Main.java:56)
  s43e8: join java.lang.Thread@Main.java:50#2 // at corpus.extra.selftarget.Main.main(Main.java:56)
}

proc corpus.extra.selftarget.Main.pause {
}

proc entry {
  init0: call corpus.extra.selftarget.Main.<clinit> // at corpus.extra.selftarget.Main.main(Main.java:32)
  main: call corpus.extra.selftarget.Main.main // at corpus.extra.selftarget.Main.main(Main.java:32)
}
