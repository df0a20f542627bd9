main entry

proc corpus.extra.chmbulk.Main.<clinit> {
  s2: write corpus.extra.chmbulk.Main.inventory // at corpus.extra.chmbulk.Main.<clinit>(Main.java:20)
  s5: write corpus.extra.chmbulk.Main.stock // at corpus.extra.chmbulk.Main.<clinit>(Main.java:21)
}

proc corpus.extra.chmbulk.Main.main {
  s2_1: jump s3 exit2_s2                 // at corpus.extra.chmbulk.Main.main(Main.java:30)
  exit2_s2: skip                         // at corpus.extra.chmbulk.Main.main(Main.java:30)
  s2_2: goto s10                         // at corpus.extra.chmbulk.Main.main(Main.java:30)
  s3: read corpus.extra.chmbulk.Main.stock // at corpus.extra.chmbulk.Main.main(Main.java:31)
  s3_1: goto s2_1                        // at corpus.extra.chmbulk.Main.main(Main.java:31)
  s10: read corpus.extra.chmbulk.Main.inventory // at corpus.extra.chmbulk.Main.main(Main.java:33)
  s11: acquire java.lang.Object@Main.java:20 // at corpus.extra.chmbulk.Main.main(Main.java:33)
  s12: read java.lang.System.out         // at corpus.extra.chmbulk.Main.main(Main.java:35)
  s13: read corpus.extra.chmbulk.Main.stock // at corpus.extra.chmbulk.Main.main(Main.java:35)
  s16: fork thread:commonPool:corpus.extra.chmbulk.Main.main#16 commonPool:corpus.extra.chmbulk.Main.main#16/worker1 // at corpus.extra.chmbulk.Main.main(Main.java:35)
  s16_1: fork thread:commonPool:corpus.extra.chmbulk.Main.main#16 commonPool:corpus.extra.chmbulk.Main.main#16/worker2 // at corpus.extra.chmbulk.Main.main(Main.java:35)
  s16_2: jump s16_3 s16_4                // at corpus.extra.chmbulk.Main.main(Main.java:35)
  s16_4: call corpus.extra.chmbulk.Main.weigh // at corpus.extra.chmbulk.Main.main(Main.java:35)
  s16_5: goto s16_2                      // at corpus.extra.chmbulk.Main.main(Main.java:35)
  s16_3: skip                            // at corpus.extra.chmbulk.Main.main(Main.java:35)
  s16_6: join commonPool:corpus.extra.chmbulk.Main.main#16/worker1 // at corpus.extra.chmbulk.Main.main(Main.java:35)
  s16_7: join commonPool:corpus.extra.chmbulk.Main.main#16/worker2 // at corpus.extra.chmbulk.Main.main(Main.java:35)
  s18: release java.lang.Object@Main.java:20 // at corpus.extra.chmbulk.Main.main(Main.java:36)
}

proc corpus.extra.chmbulk.Main.weigh {
  s1: read corpus.extra.chmbulk.Main.inventory // at corpus.extra.chmbulk.Main.weigh(Main.java:24)
  s2: acquire java.lang.Object@Main.java:20 // at corpus.extra.chmbulk.Main.weigh(Main.java:24)
  s4: release java.lang.Object@Main.java:20 // at corpus.extra.chmbulk.Main.weigh(Main.java:25)
}

proc entry {
  init0: call corpus.extra.chmbulk.Main.<clinit> // at corpus.extra.chmbulk.Main.main(Main.java:30)
  main: call corpus.extra.chmbulk.Main.main // at corpus.extra.chmbulk.Main.main(Main.java:30)
}

proc thread:commonPool:corpus.extra.chmbulk.Main.main#16 {
  w0: jump w1 w2                         // at corpus.extra.chmbulk.Main.main(Main.java:35)
  w2: call corpus.extra.chmbulk.Main.weigh // at corpus.extra.chmbulk.Main.main(Main.java:35)
  w3: goto w0                            // at corpus.extra.chmbulk.Main.main(Main.java:35)
  w1: skip                               // at corpus.extra.chmbulk.Main.main(Main.java:35)
}
