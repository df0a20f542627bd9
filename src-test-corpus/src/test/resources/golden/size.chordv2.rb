main corpus.size.chordv2.Main.main

proc corpus.size.chordv2.Main$Node.<init>[corpus.size.chordv2.Main$Node@Main.java:47] {
}

proc corpus.size.chordv2.Main$Node.notifyFrom[corpus.size.chordv2.Main$Node@Main.java:47] {
  sync: acquire corpus.size.chordv2.Main$Node@Main.java:47 // at corpus.size.chordv2.Main$Node.notifyFrom(Main.java:42)
  s2: write corpus.size.chordv2.Main$Node@Main.java:47.predecessor // at corpus.size.chordv2.Main$Node.notifyFrom(Main.java:42)
  ret_0: release corpus.size.chordv2.Main$Node@Main.java:47 // at corpus.size.chordv2.Main$Node.notifyFrom(Main.java:42)
}

proc corpus.size.chordv2.Main$Node.notifyFrom[corpus.size.chordv2.Main$Node@Main.java:48] {
  sync: acquire corpus.size.chordv2.Main$Node@Main.java:48 // at corpus.size.chordv2.Main$Node.notifyFrom(Main.java:42)
  s2: write corpus.size.chordv2.Main$Node@Main.java:48.predecessor // at corpus.size.chordv2.Main$Node.notifyFrom(Main.java:42)
  ret_0: release corpus.size.chordv2.Main$Node@Main.java:48 // at corpus.size.chordv2.Main$Node.notifyFrom(Main.java:42)
}

proc corpus.size.chordv2.Main$Node.notifyFrom[corpus.size.chordv2.Main$Node@Main.java:49] {
  sync: acquire corpus.size.chordv2.Main$Node@Main.java:49 // at corpus.size.chordv2.Main$Node.notifyFrom(Main.java:42)
  s2: write corpus.size.chordv2.Main$Node@Main.java:49.predecessor // at corpus.size.chordv2.Main$Node.notifyFrom(Main.java:42)
  ret_0: release corpus.size.chordv2.Main$Node@Main.java:49 // at corpus.size.chordv2.Main$Node.notifyFrom(Main.java:42)
}

proc corpus.size.chordv2.Main$Node.route[args(p0=4),corpus.size.chordv2.Main$Node@Main.java:47] {
  s4: acquire corpus.size.chordv2.Main$Node@Main.java:47 // at corpus.size.chordv2.Main$Node.route(Main.java:28)
  s5: read corpus.size.chordv2.Main$Node@Main.java:47.keys // at corpus.size.chordv2.Main$Node.route(Main.java:29)
  s7: write corpus.size.chordv2.Main$Node@Main.java:47.keys // at corpus.size.chordv2.Main$Node.route(Main.java:29)
  s8: release corpus.size.chordv2.Main$Node@Main.java:47 // at corpus.size.chordv2.Main$Node.route(Main.java:30)
  s17e1: call corpus.size.chordv2.Main$Node.route[corpus.size.chordv2.Main$Node@Main.java:47] // at corpus.size.chordv2.Main$Node.route(Main.java:31)
}

proc corpus.size.chordv2.Main$Node.route[args(p0=4),corpus.size.chordv2.Main$Node@Main.java:48] {
  s4: acquire corpus.size.chordv2.Main$Node@Main.java:48 // at corpus.size.chordv2.Main$Node.route(Main.java:28)
  s5: read corpus.size.chordv2.Main$Node@Main.java:48.keys // at corpus.size.chordv2.Main$Node.route(Main.java:29)
  s7: write corpus.size.chordv2.Main$Node@Main.java:48.keys // at corpus.size.chordv2.Main$Node.route(Main.java:29)
  s8: release corpus.size.chordv2.Main$Node@Main.java:48 // at corpus.size.chordv2.Main$Node.route(Main.java:30)
  s17e1: call corpus.size.chordv2.Main$Node.route[corpus.size.chordv2.Main$Node@Main.java:48] // at corpus.size.chordv2.Main$Node.route(Main.java:31)
}

proc corpus.size.chordv2.Main$Node.route[args(p0=4),corpus.size.chordv2.Main$Node@Main.java:49] {
  s4: acquire corpus.size.chordv2.Main$Node@Main.java:49 // at corpus.size.chordv2.Main$Node.route(Main.java:28)
  s5: read corpus.size.chordv2.Main$Node@Main.java:49.keys // at corpus.size.chordv2.Main$Node.route(Main.java:29)
  s7: write corpus.size.chordv2.Main$Node@Main.java:49.keys // at corpus.size.chordv2.Main$Node.route(Main.java:29)
  s8: release corpus.size.chordv2.Main$Node@Main.java:49 // at corpus.size.chordv2.Main$Node.route(Main.java:30)
  s17e1: call corpus.size.chordv2.Main$Node.route[corpus.size.chordv2.Main$Node@Main.java:49] // at corpus.size.chordv2.Main$Node.route(Main.java:31)
}

proc corpus.size.chordv2.Main$Node.route[corpus.size.chordv2.Main$Node@Main.java:47] {
  s2: jump s4 s14                        // at corpus.size.chordv2.Main$Node.route(Main.java:27)
  s4: acquire corpus.size.chordv2.Main$Node@Main.java:47 // at corpus.size.chordv2.Main$Node.route(Main.java:28)
  s5: read corpus.size.chordv2.Main$Node@Main.java:47.keys // at corpus.size.chordv2.Main$Node.route(Main.java:29)
  s7: write corpus.size.chordv2.Main$Node@Main.java:47.keys // at corpus.size.chordv2.Main$Node.route(Main.java:29)
  s8: release corpus.size.chordv2.Main$Node@Main.java:47 // at corpus.size.chordv2.Main$Node.route(Main.java:30)
  s8_1: goto s17                         // at corpus.size.chordv2.Main$Node.route(Main.java:30)
  s14: call corpus.size.chordv2.Main$Node.stabilize[corpus.size.chordv2.Main$Node@Main.java:47] // at corpus.size.chordv2.Main$Node.route(Main.java:33)
  s14_1: goto exit                       // at corpus.size.chordv2.Main$Node.route(Main.java:33)
  s17: call corpus.size.chordv2.Main$Node.route[corpus.size.chordv2.Main$Node@Main.java:47] // at corpus.size.chordv2.Main$Node.route(Main.java:31)
}

proc corpus.size.chordv2.Main$Node.route[corpus.size.chordv2.Main$Node@Main.java:48] {
  s2: jump s4 s14                        // at corpus.size.chordv2.Main$Node.route(Main.java:27)
  s4: acquire corpus.size.chordv2.Main$Node@Main.java:48 // at corpus.size.chordv2.Main$Node.route(Main.java:28)
  s5: read corpus.size.chordv2.Main$Node@Main.java:48.keys // at corpus.size.chordv2.Main$Node.route(Main.java:29)
  s7: write corpus.size.chordv2.Main$Node@Main.java:48.keys // at corpus.size.chordv2.Main$Node.route(Main.java:29)
  s8: release corpus.size.chordv2.Main$Node@Main.java:48 // at corpus.size.chordv2.Main$Node.route(Main.java:30)
  s8_1: goto s17                         // at corpus.size.chordv2.Main$Node.route(Main.java:30)
  s14: call corpus.size.chordv2.Main$Node.stabilize[corpus.size.chordv2.Main$Node@Main.java:48] // at corpus.size.chordv2.Main$Node.route(Main.java:33)
  s14_1: goto exit                       // at corpus.size.chordv2.Main$Node.route(Main.java:33)
  s17: call corpus.size.chordv2.Main$Node.route[corpus.size.chordv2.Main$Node@Main.java:48] // at corpus.size.chordv2.Main$Node.route(Main.java:31)
}

proc corpus.size.chordv2.Main$Node.route[corpus.size.chordv2.Main$Node@Main.java:49] {
  s2: jump s4 s14                        // at corpus.size.chordv2.Main$Node.route(Main.java:27)
  s4: acquire corpus.size.chordv2.Main$Node@Main.java:49 // at corpus.size.chordv2.Main$Node.route(Main.java:28)
  s5: read corpus.size.chordv2.Main$Node@Main.java:49.keys // at corpus.size.chordv2.Main$Node.route(Main.java:29)
  s7: write corpus.size.chordv2.Main$Node@Main.java:49.keys // at corpus.size.chordv2.Main$Node.route(Main.java:29)
  s8: release corpus.size.chordv2.Main$Node@Main.java:49 // at corpus.size.chordv2.Main$Node.route(Main.java:30)
  s8_1: goto s17                         // at corpus.size.chordv2.Main$Node.route(Main.java:30)
  s14: call corpus.size.chordv2.Main$Node.stabilize[corpus.size.chordv2.Main$Node@Main.java:49] // at corpus.size.chordv2.Main$Node.route(Main.java:33)
  s14_1: goto exit                       // at corpus.size.chordv2.Main$Node.route(Main.java:33)
  s17: call corpus.size.chordv2.Main$Node.route[corpus.size.chordv2.Main$Node@Main.java:49] // at corpus.size.chordv2.Main$Node.route(Main.java:31)
}

proc corpus.size.chordv2.Main$Node.stabilize[corpus.size.chordv2.Main$Node@Main.java:47] {
  sync: acquire corpus.size.chordv2.Main$Node@Main.java:47 // at corpus.size.chordv2.Main$Node.stabilize(Main.java:38)
  s1: read corpus.size.chordv2.Main$Node@Main.java:47.successor // at corpus.size.chordv2.Main$Node.stabilize(Main.java:38)
  s2: call corpus.size.chordv2.Main$Node.notifyFrom[corpus.size.chordv2.Main$Node@Main.java:48] // at corpus.size.chordv2.Main$Node.stabilize(Main.java:38)
  ret_0: release corpus.size.chordv2.Main$Node@Main.java:47 // at corpus.size.chordv2.Main$Node.stabilize(Main.java:38)
}

proc corpus.size.chordv2.Main$Node.stabilize[corpus.size.chordv2.Main$Node@Main.java:48] {
  sync: acquire corpus.size.chordv2.Main$Node@Main.java:48 // at corpus.size.chordv2.Main$Node.stabilize(Main.java:38)
  s1: read corpus.size.chordv2.Main$Node@Main.java:48.successor // at corpus.size.chordv2.Main$Node.stabilize(Main.java:38)
  s2: call corpus.size.chordv2.Main$Node.notifyFrom[corpus.size.chordv2.Main$Node@Main.java:49] // at corpus.size.chordv2.Main$Node.stabilize(Main.java:38)
  ret_0: release corpus.size.chordv2.Main$Node@Main.java:48 // at corpus.size.chordv2.Main$Node.stabilize(Main.java:38)
}

proc corpus.size.chordv2.Main$Node.stabilize[corpus.size.chordv2.Main$Node@Main.java:49] {
  sync: acquire corpus.size.chordv2.Main$Node@Main.java:49 // at corpus.size.chordv2.Main$Node.stabilize(Main.java:38)
  s1: read corpus.size.chordv2.Main$Node@Main.java:49.successor // at corpus.size.chordv2.Main$Node.stabilize(Main.java:38)
  s2: call corpus.size.chordv2.Main$Node.notifyFrom[corpus.size.chordv2.Main$Node@Main.java:47] // at corpus.size.chordv2.Main$Node.stabilize(Main.java:38)
  ret_0: release corpus.size.chordv2.Main$Node@Main.java:49 // at corpus.size.chordv2.Main$Node.stabilize(Main.java:38)
}

proc corpus.size.chordv2.Main.lambda$main$0[corpus.size.chordv2.Main.main:53#16] {
  s1: call corpus.size.chordv2.Main$Node.route[args(p0=4),corpus.size.chordv2.Main$Node@Main.java:47] // at corpus.size.chordv2.Main.lambda$main$0(Main.java:53)
}

proc corpus.size.chordv2.Main.lambda$main$1[corpus.size.chordv2.Main.main:54#20] {
  s1: call corpus.size.chordv2.Main$Node.route[args(p0=4),corpus.size.chordv2.Main$Node@Main.java:48] // at corpus.size.chordv2.Main.lambda$main$1(Main.java:54)
}

proc corpus.size.chordv2.Main.lambda$main$2[corpus.size.chordv2.Main.main:55#24] {
  s1: call corpus.size.chordv2.Main$Node.route[args(p0=4),corpus.size.chordv2.Main$Node@Main.java:49] // at corpus.size.chordv2.Main.lambda$main$2(Main.java:55)
}

proc corpus.size.chordv2.Main.main {
  s2: call corpus.size.chordv2.Main$Node.<init>[corpus.size.chordv2.Main$Node@Main.java:47] // at corpus.size.chordv2.Main.main(Main.java:47)
  s5: call corpus.size.chordv2.Main$Node.<init>[corpus.size.chordv2.Main$Node@Main.java:47] // at corpus.size.chordv2.Main.main(Main.java:48)
  s8: call corpus.size.chordv2.Main$Node.<init>[corpus.size.chordv2.Main$Node@Main.java:47] // at corpus.size.chordv2.Main.main(Main.java:49)
  s10: write corpus.size.chordv2.Main$Node@Main.java:47.successor // at corpus.size.chordv2.Main.main(Main.java:50)
  s11: write corpus.size.chordv2.Main$Node@Main.java:48.successor // at corpus.size.chordv2.Main.main(Main.java:51)
  s12: write corpus.size.chordv2.Main$Node@Main.java:49.successor // at corpus.size.chordv2.Main.main(Main.java:52)
  s16: fork corpus.size.chordv2.Main.lambda$main$0[corpus.size.chordv2.Main.main:53#16] java.lang.Thread@Main.java:53 // at corpus.size.chordv2.Main.main(Main.java:53)
  s20: fork corpus.size.chordv2.Main.lambda$main$1[corpus.size.chordv2.Main.main:54#20] java.lang.Thread@Main.java:54 // at corpus.size.chordv2.Main.main(Main.java:54)
  s24: fork corpus.size.chordv2.Main.lambda$main$2[corpus.size.chordv2.Main.main:55#24] java.lang.Thread@Main.java:55 // at corpus.size.chordv2.Main.main(Main.java:55)
}
