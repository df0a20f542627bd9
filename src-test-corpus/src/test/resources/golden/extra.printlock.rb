main entry

proc corpus.extra.printlock.Main.<clinit> {
  s2: write corpus.extra.printlock.Main.TABLE // at corpus.extra.printlock.Main.<clinit>(Main.java:18)
}

proc corpus.extra.printlock.Main.lambda$main$0 {
  s0: read java.lang.System.out          // at corpus.extra.printlock.Main.lambda$main$0(Main.java:23)
  s1: acquire System.out                 // at corpus.extra.printlock.Main.lambda$main$0(Main.java:23)
  s2: read java.lang.System.out          // at corpus.extra.printlock.Main.lambda$main$0(Main.java:24)
  s3: acquire System.out                 // at corpus.extra.printlock.Main.lambda$main$0(Main.java:24)
  s3_1: release System.out               // at corpus.extra.printlock.Main.lambda$main$0(Main.java:24)
  s4: read corpus.extra.printlock.Main.TABLE // at corpus.extra.printlock.Main.lambda$main$0(Main.java:25)
  s5: acquire java.lang.Object@Main.java:18 // at corpus.extra.printlock.Main.lambda$main$0(Main.java:25)
  s6: read java.lang.System.out          // at corpus.extra.printlock.Main.lambda$main$0(Main.java:26)
  s7: read corpus.extra.printlock.Main.done // at corpus.extra.printlock.Main.lambda$main$0(Main.java:26)
  s8: acquire System.out                 // at corpus.extra.printlock.Main.lambda$main$0(Main.java:26)
  s8_1: release System.out               // at corpus.extra.printlock.Main.lambda$main$0(Main.java:26)
  s9: release java.lang.Object@Main.java:18 // at corpus.extra.printlock.Main.lambda$main$0(Main.java:27)
  s19: release System.out                // at corpus.extra.printlock.Main.lambda$main$0(Main.java:28)
}

proc corpus.extra.printlock.Main.main {
  s5: fork corpus.extra.printlock.Main.lambda$main$0 java.lang.Thread@Main.java:22 // at corpus.extra.printlock.Main.main(Main.java:30)
  s6: read corpus.extra.printlock.Main.TABLE // at corpus.extra.printlock.Main.main(Main.java:31)
  s7: acquire java.lang.Object@Main.java:18 // at corpus.extra.printlock.Main.main(Main.java:31)
  s8: read corpus.extra.printlock.Main.done // at corpus.extra.printlock.Main.main(Main.java:32)
  s10: write corpus.extra.printlock.Main.done // at corpus.extra.printlock.Main.main(Main.java:32)
  s11: read java.lang.System.out         // at corpus.extra.printlock.Main.main(Main.java:33)
  s12: acquire System.out                // at corpus.extra.printlock.Main.main(Main.java:33)
  s12_1: release System.out              // at corpus.extra.printlock.Main.main(Main.java:33)
  s13: release java.lang.Object@Main.java:18 // at corpus.extra.printlock.Main.main(Main.java:34)
  s19: join java.lang.Thread@Main.java:22 // at corpus.extra.printlock.Main.main(Main.java:35)
}

proc entry {
  init0: call corpus.extra.printlock.Main.<clinit> // at corpus.extra.printlock.Main.main(Main.java:22)
  main: call corpus.extra.printlock.Main.main // at corpus.extra.printlock.Main.main(Main.java:22)
}
