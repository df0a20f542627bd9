main corpus.juc.park.Main.main

proc corpus.juc.park.Main.lambda$main$0 {
  s0: park                               // at corpus.juc.park.Main.lambda$main$0(Main.java:22)
  s1: write corpus.juc.park.Main.result  // at corpus.juc.park.Main.lambda$main$0(Main.java:23)
}

proc corpus.juc.park.Main.main {
  s5: fork corpus.juc.park.Main.lambda$main$0 java.lang.Thread@Main.java:21 // at corpus.juc.park.Main.main(Main.java:25)
  s7: unpark self                        // at corpus.juc.park.Main.main(Main.java:26)
  s8: join java.lang.Thread@Main.java:21 // at corpus.juc.park.Main.main(Main.java:27)
}
