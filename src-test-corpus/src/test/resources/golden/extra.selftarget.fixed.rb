main entry

proc corpus.extra.selftarget.fixed.Main.<clinit> {
  s2: write corpus.extra.selftarget.fixed.Main.A // at corpus.extra.selftarget.fixed.Main.<clinit>(Main.java:15)
  s5: write corpus.extra.selftarget.fixed.Main.B // at corpus.extra.selftarget.fixed.Main.<clinit>(Main.java:16)
}

proc corpus.extra.selftarget.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.selftarget.fixed.Main.A // at corpus.extra.selftarget.fixed.Main.lambda$main$0(Main.java:29)
  s1: acquire java.lang.Object@Main.java:15 // at corpus.extra.selftarget.fixed.Main.lambda$main$0(Main.java:29)
  s2: call corpus.extra.selftarget.fixed.Main.pause // at corpus.extra.selftarget.fixed.Main.lambda$main$0(Main.java:30)
  s3: read corpus.extra.selftarget.fixed.Main.B // at corpus.extra.selftarget.fixed.Main.lambda$main$0(Main.java:31)
  s4: acquire java.lang.Object@Main.java:16 // at corpus.extra.selftarget.fixed.Main.lambda$main$0(Main.java:31)
  s5: read java.lang.System.out          // at corpus.extra.selftarget.fixed.Main.lambda$main$0(Main.java:32)
  s7: release java.lang.Object@Main.java:16 // at corpus.extra.selftarget.fixed.Main.lambda$main$0(Main.java:33)
  s17: release java.lang.Object@Main.java:15 // at corpus.extra.selftarget.fixed.Main.lambda$main$0(Main.java:34)
}

proc corpus.extra.selftarget.fixed.Main.lambda$main$1 {
  s0: read corpus.extra.selftarget.fixed.Main.A // at corpus.extra.selftarget.fixed.Main.lambda$main$1(Main.java:37)
  s1: acquire java.lang.Object@Main.java:15 // at corpus.extra.selftarget.fixed.Main.lambda$main$1(Main.java:37)
  s2: call corpus.extra.selftarget.fixed.Main.pause // at corpus.extra.selftarget.fixed.Main.lambda$main$1(Main.java:38)
  s3: read corpus.extra.selftarget.fixed.Main.B // at corpus.extra.selftarget.fixed.Main.lambda$main$1(Main.java:39)
  s4: acquire java.lang.Object@Main.java:16 // at corpus.extra.selftarget.fixed.Main.lambda$main$1(Main.java:39)
  s5: read java.lang.System.out          // at corpus.extra.selftarget.fixed.Main.lambda$main$1(Main.java:40)
  s7: release java.lang.Object@Main.java:16 // at corpus.extra.selftarget.fixed.Main.lambda$main$1(Main.java:41)
  s17: release java.lang.Object@Main.java:15 // at corpus.extra.selftarget.fixed.Main.lambda$main$1(Main.java:42)
}

proc corpus.extra.selftarget.fixed.Main.main {
  s7: write java.util.ArrayList@Main.java:27.$state // at corpus.extra.selftarget.fixed.Main.main(Main.java:28)
  s10: write java.util.ArrayList@Main.java:27.$state // at corpus.extra.selftarget.fixed.Main.main(Main.java:36)
  s25: write java.util.ArrayList@Main.java:27.$state // at corpus.extra.selftarget.fixed.Main.main(Main.java:47)
  s27: write java.util.ArrayList@Main.java:27.$state // at corpus.extra.selftarget.fixed.Main.main(Main.java:48)
  s28: fork thread:java.lang.Thread@Main.java:45 java.lang.Thread@Main.java:45 // at corpus.extra.selftarget.fixed.Main.main(Main.java:49)
  s29: fork thread:java.lang.Thread@Main.java:46 java.lang.Thread@Main.java:46 // at corpus.extra.selftarget.fixed.Main.main(Main.java:50)
  s30: join java.lang.Thread@Main.java:45 // at corpus.extra.selftarget.fixed.Main.main(Main.java:51)
  s31: join java.lang.Thread@Main.java:46 // at corpus.extra.selftarget.fixed.Main.main(Main.java:52)
}

proc corpus.extra.selftarget.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.selftarget.fixed.Main.<clinit> // at corpus.extra.selftarget.fixed.Main.main(Main.java:27)
  main: call corpus.extra.selftarget.fixed.Main.main // at corpus.extra.selftarget.fixed.Main.main(Main.java:27)
}

proc thread:java.lang.Thread@Main.java:45 {
  choose: jump c0 c1                     // at corpus.extra.selftarget.fixed.Main.main(Main.java:45)
  c0: call corpus.extra.selftarget.fixed.Main.lambda$main$0 // at corpus.extra.selftarget.fixed.Main.main(Main.java:45)
  g0: goto exit                          // at corpus.extra.selftarget.fixed.Main.main(Main.java:45)
  c1: call corpus.extra.selftarget.fixed.Main.lambda$main$1 // at corpus.extra.selftarget.fixed.Main.main(Main.java:45)
  g1: goto exit                          // at corpus.extra.selftarget.fixed.Main.main(Main.java:45)
}

proc thread:java.lang.Thread@Main.java:46 {
  choose: jump c0 c1                     // at corpus.extra.selftarget.fixed.Main.main(Main.java:46)
  c0: call corpus.extra.selftarget.fixed.Main.lambda$main$0 // at corpus.extra.selftarget.fixed.Main.main(Main.java:46)
  g0: goto exit                          // at corpus.extra.selftarget.fixed.Main.main(Main.java:46)
  c1: call corpus.extra.selftarget.fixed.Main.lambda$main$1 // at corpus.extra.selftarget.fixed.Main.main(Main.java:46)
  g1: goto exit                          // at corpus.extra.selftarget.fixed.Main.main(Main.java:46)
}
