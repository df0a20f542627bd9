main entry

proc corpus.juc.syncbuffer.Main$Order.<init>[corpus.juc.syncbuffer.Main$Order@Main.java:35] {
  s2: write corpus.juc.syncbuffer.Main$Order@Main.java:35.state // at corpus.juc.syncbuffer.Main$Order.<init>(Main.java:21)
}

proc corpus.juc.syncbuffer.Main$Order.ship[corpus.juc.syncbuffer.Main$Order@Main.java:35] {
  sync: acquire corpus.juc.syncbuffer.Main$Order@Main.java:35 // at corpus.juc.syncbuffer.Main$Order.ship(Main.java:29)
  s1: write corpus.juc.syncbuffer.Main$Order@Main.java:35.state // at corpus.juc.syncbuffer.Main$Order.ship(Main.java:29)
  s2: read corpus.juc.syncbuffer.Main.audit // at corpus.juc.syncbuffer.Main$Order.ship(Main.java:30)
  s3: acquire java.lang.StringBuffer@Main.java:18 // at corpus.juc.syncbuffer.Main$Order.ship(Main.java:30)
  s3_1: release java.lang.StringBuffer@Main.java:18 // at corpus.juc.syncbuffer.Main$Order.ship(Main.java:30)
  ret_0: release corpus.juc.syncbuffer.Main$Order@Main.java:35 // at corpus.juc.syncbuffer.Main$Order.ship(Main.java:29)
}

proc corpus.juc.syncbuffer.Main$Order.toString[corpus.juc.syncbuffer.Main.main:38#11,corpus.juc.syncbuffer.Main$Order@Main.java:35] {
  sync: acquire corpus.juc.syncbuffer.Main$Order@Main.java:35 // at corpus.juc.syncbuffer.Main$Order.toString(Main.java:25)
  s1: read corpus.juc.syncbuffer.Main$Order@Main.java:35.state // at corpus.juc.syncbuffer.Main$Order.toString(Main.java:25)
  ret_0: release corpus.juc.syncbuffer.Main$Order@Main.java:35 // at corpus.juc.syncbuffer.Main$Order.toString(Main.java:25)
}

proc corpus.juc.syncbuffer.Main.<clinit> {
  s1: acquire java.lang.StringBuffer@Main.java:18 // at corpus.juc.syncbuffer.Main.<clinit>(Main.java:18)
  s1_1: release java.lang.StringBuffer@Main.java:18 // at corpus.juc.syncbuffer.Main.<clinit>(Main.java:18)
  s2: write corpus.juc.syncbuffer.Main.audit // at corpus.juc.syncbuffer.Main.<clinit>(Main.java:18)
}

proc corpus.juc.syncbuffer.Main.main {
  s2: call corpus.juc.syncbuffer.Main$Order.<init>[corpus.juc.syncbuffer.Main$Order@Main.java:35] // at corpus.juc.syncbuffer.Main.main(Main.java:35)
  s9: fork corpus.juc.syncbuffer.Main$Order.ship[corpus.juc.syncbuffer.Main$Order@Main.java:35] java.lang.Thread@Main.java:36 // at corpus.juc.syncbuffer.Main.main(Main.java:37)
  s10: read corpus.juc.syncbuffer.Main.audit // at corpus.juc.syncbuffer.Main.main(Main.java:38)
  s11: acquire java.lang.StringBuffer@Main.java:18 // at corpus.juc.syncbuffer.Main.main(Main.java:38)
  s11_1: jump s11_2 s11_3                // at corpus.juc.syncbuffer.Main.main(Main.java:38)
  s11_3: call corpus.juc.syncbuffer.Main$Order.toString[corpus.juc.syncbuffer.Main.main:38#11,corpus.juc.syncbuffer.Main$Order@Main.java:35] // at corpus.juc.syncbuffer.Main.main(Main.java:38)
  s11_2: skip                            // at corpus.juc.syncbuffer.Main.main(Main.java:38)
  s11_5: release java.lang.StringBuffer@Main.java:18 // at corpus.juc.syncbuffer.Main.main(Main.java:38)
  s12: join java.lang.Thread@Main.java:36 // at corpus.juc.syncbuffer.Main.main(Main.java:39)
  s13: read java.lang.System.out         // at corpus.juc.syncbuffer.Main.main(Main.java:40)
  s14: read corpus.juc.syncbuffer.Main.audit // at corpus.juc.syncbuffer.Main.main(Main.java:40)
  s15_2: jump s15_1 s15                  // at corpus.juc.syncbuffer.Main.main(Main.java:40)
  s15: acquire java.lang.StringBuffer@Main.java:18 // at corpus.juc.syncbuffer.Main.main(Main.java:40)
  s15_3: release java.lang.StringBuffer@Main.java:18 // at corpus.juc.syncbuffer.Main.main(Main.java:40)
  s15_1: skip                            // at corpus.juc.syncbuffer.Main.main(Main.java:40)
}

proc entry {
  init0: call corpus.juc.syncbuffer.Main.<clinit> // at corpus.juc.syncbuffer.Main.main(Main.java:35)
  main: call corpus.juc.syncbuffer.Main.main // at corpus.juc.syncbuffer.Main.main(Main.java:35)
}
