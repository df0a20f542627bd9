main entry

proc corpus.extra.selftarget.Main.<clinit> {
  s2: write corpus.extra.selftarget.Main.A // at corpus.extra.selftarget.Main.<clinit>(Main.java:21)
  s5: write corpus.extra.selftarget.Main.B // at corpus.extra.selftarget.Main.<clinit>(Main.java:22)
}

proc corpus.extra.selftarget.Main.lambda$main$0 {
  s0: read corpus.extra.selftarget.Main.A // at corpus.extra.selftarget.Main.lambda$main$0(Main.java:35)
  s1: acquire java.lang.Object@Main.java:21 // at corpus.extra.selftarget.Main.lambda$main$0(Main.java:35)
  s2: call corpus.extra.selftarget.Main.pause // at corpus.extra.selftarget.Main.lambda$main$0(Main.java:36)
  s3: read corpus.extra.selftarget.Main.B // at corpus.extra.selftarget.Main.lambda$main$0(Main.java:37)
  s4: acquire java.lang.Object@Main.java:22 // at corpus.extra.selftarget.Main.lambda$main$0(Main.java:37)
  s5: read java.lang.System.out          // at corpus.extra.selftarget.Main.lambda$main$0(Main.java:38)
  s7: release java.lang.Object@Main.java:22 // at corpus.extra.selftarget.Main.lambda$main$0(Main.java:39)
  s17: release java.lang.Object@Main.java:21 // at corpus.extra.selftarget.Main.lambda$main$0(Main.java:40)
}

proc corpus.extra.selftarget.Main.lambda$main$1 {
  s0: read corpus.extra.selftarget.Main.B // at corpus.extra.selftarget.Main.lambda$main$1(Main.java:43)
  s1: acquire java.lang.Object@Main.java:22 // at corpus.extra.selftarget.Main.lambda$main$1(Main.java:43)
  s2: call corpus.extra.selftarget.Main.pause // at corpus.extra.selftarget.Main.lambda$main$1(Main.java:44)
  s3: read corpus.extra.selftarget.Main.A // at corpus.extra.selftarget.Main.lambda$main$1(Main.java:45)
  s4: acquire java.lang.Object@Main.java:21 // at corpus.extra.selftarget.Main.lambda$main$1(Main.java:45)
  s5: read java.lang.System.out          // at corpus.extra.selftarget.Main.lambda$main$1(Main.java:46)
  s7: release java.lang.Object@Main.java:21 // at corpus.extra.selftarget.Main.lambda$main$1(Main.java:47)
  s17: release java.lang.Object@Main.java:22 // at corpus.extra.selftarget.Main.lambda$main$1(Main.java:48)
}

proc corpus.extra.selftarget.Main.main {
  s7: write java.util.ArrayList@Main.java:33.$state // at corpus.extra.selftarget.Main.main(Main.java:34)
  s10: write java.util.ArrayList@Main.java:33.$state // at corpus.extra.selftarget.Main.main(Main.java:42)
  s25: write java.util.ArrayList@Main.java:33.$state // at corpus.extra.selftarget.Main.main(Main.java:53)
  s27: write java.util.ArrayList@Main.java:33.$state // at corpus.extra.selftarget.Main.main(Main.java:54)
  s28: fork thread:java.lang.Thread@Main.java:51 java.lang.Thread@Main.java:51 // at corpus.extra.selftarget.Main.main(Main.java:55)
  s29: fork thread:java.lang.Thread@Main.java:52 java.lang.Thread@Main.java:52 // at corpus.extra.selftarget.Main.main(Main.java:56)
  s30: join java.lang.Thread@Main.java:51 // at corpus.extra.selftarget.Main.main(Main.java:57)
  s31: join java.lang.Thread@Main.java:52 // at corpus.extra.selftarget.Main.main(Main.java:58)
}

proc corpus.extra.selftarget.Main.pause {
}

proc entry {
  init0: call corpus.extra.selftarget.Main.<clinit> // at corpus.extra.selftarget.Main.main(Main.java:33)
  main: call corpus.extra.selftarget.Main.main // at corpus.extra.selftarget.Main.main(Main.java:33)
}

proc thread:java.lang.Thread@Main.java:51 {
  choose: jump c0 c1                     // at corpus.extra.selftarget.Main.main(Main.java:51)
  c0: call corpus.extra.selftarget.Main.lambda$main$0 // at corpus.extra.selftarget.Main.main(Main.java:51)
  g0: goto exit                          // at corpus.extra.selftarget.Main.main(Main.java:51)
  c1: call corpus.extra.selftarget.Main.lambda$main$1 // at corpus.extra.selftarget.Main.main(Main.java:51)
  g1: goto exit                          // at corpus.extra.selftarget.Main.main(Main.java:51)
}

proc thread:java.lang.Thread@Main.java:52 {
  choose: jump c0 c1                     // at corpus.extra.selftarget.Main.main(Main.java:52)
  c0: call corpus.extra.selftarget.Main.lambda$main$0 // at corpus.extra.selftarget.Main.main(Main.java:52)
  g0: goto exit                          // at corpus.extra.selftarget.Main.main(Main.java:52)
  c1: call corpus.extra.selftarget.Main.lambda$main$1 // at corpus.extra.selftarget.Main.main(Main.java:52)
  g1: goto exit                          // at corpus.extra.selftarget.Main.main(Main.java:52)
}
