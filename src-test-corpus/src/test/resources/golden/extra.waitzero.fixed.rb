main corpus.extra.waitzero.fixed.Main.main
var corpus.extra.waitzero.fixed.Main$Slot@Main.java:44.value { null nonnull } = null

proc corpus.extra.waitzero.fixed.Main$Slot.<init>[corpus.extra.waitzero.fixed.Main$Slot@Main.java:44] {
}

proc corpus.extra.waitzero.fixed.Main$Slot.get[corpus.extra.waitzero.fixed.Main$Slot@Main.java:44] {
  sync: acquire corpus.extra.waitzero.fixed.Main$Slot@Main.java:44 // at corpus.extra.waitzero.fixed.Main$Slot.get(Main.java:19)
  s2: switch corpus.extra.waitzero.fixed.Main$Slot@Main.java:44.value null s4 nonnull s6 // at corpus.extra.waitzero.fixed.Main$Slot.get(Main.java:19)
  s4: wait corpus.extra.waitzero.fixed.Main$Slot@Main.java:44 // at corpus.extra.waitzero.fixed.Main$Slot.get(Main.java:20)
  s4_1: goto s2                          // at corpus.extra.waitzero.fixed.Main$Slot.get(Main.java:20)
  s6: read corpus.extra.waitzero.fixed.Main$Slot@Main.java:44.value // at corpus.extra.waitzero.fixed.Main$Slot.get(Main.java:22)
  ret_0: release corpus.extra.waitzero.fixed.Main$Slot@Main.java:44 // at corpus.extra.waitzero.fixed.Main$Slot.get(Main.java:19)
}

proc corpus.extra.waitzero.fixed.Main$Slot.set[corpus.extra.waitzero.fixed.Main$Slot@Main.java:44] {
  s3: acquire corpus.extra.waitzero.fixed.Main$Slot@Main.java:44 // at corpus.extra.waitzero.fixed.Main$Slot.set(Main.java:26)
  s4: assign corpus.extra.waitzero.fixed.Main$Slot@Main.java:44.value nonnull // at corpus.extra.waitzero.fixed.Main$Slot.set(Main.java:27)
  s5: notifyAll corpus.extra.waitzero.fixed.Main$Slot@Main.java:44 // at corpus.extra.waitzero.fixed.Main$Slot.set(Main.java:28)
  s6: release corpus.extra.waitzero.fixed.Main$Slot@Main.java:44 // at corpus.extra.waitzero.fixed.Main$Slot.set(Main.java:29)
}

proc corpus.extra.waitzero.fixed.Main.lambda$main$0[corpus.extra.waitzero.fixed.Main.main:45#8] {
  s1: call corpus.extra.waitzero.fixed.Main.pause // at corpus.extra.waitzero.fixed.Main.lambda$main$0(Main.java:46)
  s2: call corpus.extra.waitzero.fixed.Main$Slot.set[corpus.extra.waitzero.fixed.Main$Slot@Main.java:44] // at corpus.extra.waitzero.fixed.Main.lambda$main$0(Main.java:47)
}

proc corpus.extra.waitzero.fixed.Main.main {
  s2: call corpus.extra.waitzero.fixed.Main$Slot.<init>[corpus.extra.waitzero.fixed.Main$Slot@Main.java:44] // at corpus.extra.waitzero.fixed.Main.main(Main.java:44)
  s8: fork corpus.extra.waitzero.fixed.Main.lambda$main$0[corpus.extra.waitzero.fixed.Main.main:45#8] java.lang.Thread@Main.java:45 // at corpus.extra.waitzero.fixed.Main.main(Main.java:49)
  s9: read java.lang.System.out          // at corpus.extra.waitzero.fixed.Main.main(Main.java:50)
  s10: call corpus.extra.waitzero.fixed.Main$Slot.get[corpus.extra.waitzero.fixed.Main$Slot@Main.java:44] // at corpus.extra.waitzero.fixed.Main.main(Main.java:50)
  s12: join java.lang.Thread@Main.java:45 // at corpus.extra.waitzero.fixed.Main.main(Main.java:51)
}

proc corpus.extra.waitzero.fixed.Main.pause {
}
