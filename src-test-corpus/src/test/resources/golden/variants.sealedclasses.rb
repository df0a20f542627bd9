main corpus.variants.sealedclasses.Main.main

proc corpus.variants.sealedclasses.Main$Audit.<init>[corpus.variants.sealedclasses.Main$Audit@Main.java:76] {
}

proc corpus.variants.sealedclasses.Main$Audit.perform[corpus.variants.sealedclasses.Main$Worker.run:68#3,corpus.variants.sealedclasses.Main$Worker@Main.java:76,corpus.variants.sealedclasses.Main$Audit@Main.java:76] {
  s2: read corpus.variants.sealedclasses.Main$Warehouse@Main.java:73.catalog // at corpus.variants.sealedclasses.Main$Audit.perform(Main.java:51)
  s3: acquire java.lang.Object@Main.java:17[corpus.variants.sealedclasses.Main$Warehouse@Main.java:73] // at corpus.variants.sealedclasses.Main$Audit.perform(Main.java:51)
  s4: read corpus.variants.sealedclasses.Main$Warehouse@Main.java:73.items // at corpus.variants.sealedclasses.Main$Audit.perform(Main.java:52)
  s6: write corpus.variants.sealedclasses.Main$Warehouse@Main.java:73.items // at corpus.variants.sealedclasses.Main$Audit.perform(Main.java:52)
  s7: release java.lang.Object@Main.java:17[corpus.variants.sealedclasses.Main$Warehouse@Main.java:73] // at corpus.variants.sealedclasses.Main$Audit.perform(Main.java:53)
}

proc corpus.variants.sealedclasses.Main$Export.<init>[corpus.variants.sealedclasses.Main$Export@Main.java:75] {
  s3: write corpus.variants.sealedclasses.Main$Export@Main.java:75.quantity // at corpus.variants.sealedclasses.Main$Export.<init>(Main.java:37)
}

proc corpus.variants.sealedclasses.Main$Export.perform[corpus.variants.sealedclasses.Main$Worker.run:68#3,corpus.variants.sealedclasses.Main$Worker@Main.java:75,corpus.variants.sealedclasses.Main$Export@Main.java:75] {
  s2: read corpus.variants.sealedclasses.Main$Warehouse@Main.java:73.stock // at corpus.variants.sealedclasses.Main$Export.perform(Main.java:40)
  s3: acquire java.lang.Object@Main.java:18[corpus.variants.sealedclasses.Main$Warehouse@Main.java:73] // at corpus.variants.sealedclasses.Main$Export.perform(Main.java:40)
  s4: read corpus.variants.sealedclasses.Main$Warehouse@Main.java:73.catalog // at corpus.variants.sealedclasses.Main$Export.perform(Main.java:41)
  s5: acquire java.lang.Object@Main.java:17[corpus.variants.sealedclasses.Main$Warehouse@Main.java:73] // at corpus.variants.sealedclasses.Main$Export.perform(Main.java:41)
  s6: read corpus.variants.sealedclasses.Main$Warehouse@Main.java:73.items // at corpus.variants.sealedclasses.Main$Export.perform(Main.java:42)
  s7: read corpus.variants.sealedclasses.Main$Export@Main.java:75.quantity // at corpus.variants.sealedclasses.Main$Export.perform(Main.java:42)
  s9: write corpus.variants.sealedclasses.Main$Warehouse@Main.java:73.items // at corpus.variants.sealedclasses.Main$Export.perform(Main.java:42)
  s10: release java.lang.Object@Main.java:17[corpus.variants.sealedclasses.Main$Warehouse@Main.java:73] // at corpus.variants.sealedclasses.Main$Export.perform(Main.java:43)
  s20: release java.lang.Object@Main.java:18[corpus.variants.sealedclasses.Main$Warehouse@Main.java:73] // at corpus.variants.sealedclasses.Main$Export.perform(Main.java:44)
}

proc corpus.variants.sealedclasses.Main$Import.<init>[corpus.variants.sealedclasses.Main$Import@Main.java:74] {
}

proc corpus.variants.sealedclasses.Main$Import.perform[corpus.variants.sealedclasses.Main$Worker.run:68#3,corpus.variants.sealedclasses.Main$Worker@Main.java:74,corpus.variants.sealedclasses.Main$Import@Main.java:74] {
  s2: read corpus.variants.sealedclasses.Main$Warehouse@Main.java:73.catalog // at corpus.variants.sealedclasses.Main$Import.perform(Main.java:29)
  s3: acquire java.lang.Object@Main.java:17[corpus.variants.sealedclasses.Main$Warehouse@Main.java:73] // at corpus.variants.sealedclasses.Main$Import.perform(Main.java:29)
  s4: read corpus.variants.sealedclasses.Main$Warehouse@Main.java:73.stock // at corpus.variants.sealedclasses.Main$Import.perform(Main.java:30)
  s5: acquire java.lang.Object@Main.java:18[corpus.variants.sealedclasses.Main$Warehouse@Main.java:73] // at corpus.variants.sealedclasses.Main$Import.perform(Main.java:30)
  s6: read corpus.variants.sealedclasses.Main$Warehouse@Main.java:73.items // at corpus.variants.sealedclasses.Main$Import.perform(Main.java:31)
  s8: write corpus.variants.sealedclasses.Main$Warehouse@Main.java:73.items // at corpus.variants.sealedclasses.Main$Import.perform(Main.java:31)
  s9: release java.lang.Object@Main.java:18[corpus.variants.sealedclasses.Main$Warehouse@Main.java:73] // at corpus.variants.sealedclasses.Main$Import.perform(Main.java:32)
  s19: release java.lang.Object@Main.java:17[corpus.variants.sealedclasses.Main$Warehouse@Main.java:73] // at corpus.variants.sealedclasses.Main$Import.perform(Main.java:33)
}

proc corpus.variants.sealedclasses.Main$Warehouse.<init>[corpus.variants.sealedclasses.Main$Warehouse@Main.java:73] {
  s4: write corpus.variants.sealedclasses.Main$Warehouse@Main.java:73.catalog // at corpus.variants.sealedclasses.Main$Warehouse.<init>(Main.java:17)
  s7: write corpus.variants.sealedclasses.Main$Warehouse@Main.java:73.stock // at corpus.variants.sealedclasses.Main$Warehouse.<init>(Main.java:18)
}

proc corpus.variants.sealedclasses.Main$Worker.<init>[corpus.variants.sealedclasses.Main$Worker@Main.java:74] {
  s4: write corpus.variants.sealedclasses.Main$Worker@Main.java:74.job // at corpus.variants.sealedclasses.Main$Worker.<init>(Main.java:62)
  s5: write corpus.variants.sealedclasses.Main$Worker@Main.java:74.warehouse // at corpus.variants.sealedclasses.Main$Worker.<init>(Main.java:63)
}

proc corpus.variants.sealedclasses.Main$Worker.<init>[corpus.variants.sealedclasses.Main$Worker@Main.java:75] {
  s4: write corpus.variants.sealedclasses.Main$Worker@Main.java:75.job // at corpus.variants.sealedclasses.Main$Worker.<init>(Main.java:62)
  s5: write corpus.variants.sealedclasses.Main$Worker@Main.java:75.warehouse // at corpus.variants.sealedclasses.Main$Worker.<init>(Main.java:63)
}

proc corpus.variants.sealedclasses.Main$Worker.<init>[corpus.variants.sealedclasses.Main$Worker@Main.java:76] {
  s4: write corpus.variants.sealedclasses.Main$Worker@Main.java:76.job // at corpus.variants.sealedclasses.Main$Worker.<init>(Main.java:62)
  s5: write corpus.variants.sealedclasses.Main$Worker@Main.java:76.warehouse // at corpus.variants.sealedclasses.Main$Worker.<init>(Main.java:63)
}

proc corpus.variants.sealedclasses.Main$Worker.run[corpus.variants.sealedclasses.Main$Worker@Main.java:74] {
  s1: read corpus.variants.sealedclasses.Main$Worker@Main.java:74.job // at corpus.variants.sealedclasses.Main$Worker.run(Main.java:68)
  s2: read corpus.variants.sealedclasses.Main$Worker@Main.java:74.warehouse // at corpus.variants.sealedclasses.Main$Worker.run(Main.java:68)
  s3: call corpus.variants.sealedclasses.Main$Import.perform[corpus.variants.sealedclasses.Main$Worker.run:68#3,corpus.variants.sealedclasses.Main$Worker@Main.java:74,corpus.variants.sealedclasses.Main$Import@Main.java:74] // at corpus.variants.sealedclasses.Main$Worker.run(Main.java:68)
}

proc corpus.variants.sealedclasses.Main$Worker.run[corpus.variants.sealedclasses.Main$Worker@Main.java:75] {
  s1: read corpus.variants.sealedclasses.Main$Worker@Main.java:75.job // at corpus.variants.sealedclasses.Main$Worker.run(Main.java:68)
  s2: read corpus.variants.sealedclasses.Main$Worker@Main.java:75.warehouse // at corpus.variants.sealedclasses.Main$Worker.run(Main.java:68)
  s3: call corpus.variants.sealedclasses.Main$Export.perform[corpus.variants.sealedclasses.Main$Worker.run:68#3,corpus.variants.sealedclasses.Main$Worker@Main.java:75,corpus.variants.sealedclasses.Main$Export@Main.java:75] // at corpus.variants.sealedclasses.Main$Worker.run(Main.java:68)
}

proc corpus.variants.sealedclasses.Main$Worker.run[corpus.variants.sealedclasses.Main$Worker@Main.java:76] {
  s1: read corpus.variants.sealedclasses.Main$Worker@Main.java:76.job // at corpus.variants.sealedclasses.Main$Worker.run(Main.java:68)
  s2: read corpus.variants.sealedclasses.Main$Worker@Main.java:76.warehouse // at corpus.variants.sealedclasses.Main$Worker.run(Main.java:68)
  s3: call corpus.variants.sealedclasses.Main$Audit.perform[corpus.variants.sealedclasses.Main$Worker.run:68#3,corpus.variants.sealedclasses.Main$Worker@Main.java:76,corpus.variants.sealedclasses.Main$Audit@Main.java:76] // at corpus.variants.sealedclasses.Main$Worker.run(Main.java:68)
}

proc corpus.variants.sealedclasses.Main.main {
  s2: call corpus.variants.sealedclasses.Main$Warehouse.<init>[corpus.variants.sealedclasses.Main$Warehouse@Main.java:73] // at corpus.variants.sealedclasses.Main.main(Main.java:73)
  s6: call corpus.variants.sealedclasses.Main$Import.<init>[corpus.variants.sealedclasses.Main$Import@Main.java:74] // at corpus.variants.sealedclasses.Main.main(Main.java:74)
  s7: call corpus.variants.sealedclasses.Main$Worker.<init>[corpus.variants.sealedclasses.Main$Worker@Main.java:74] // at corpus.variants.sealedclasses.Main.main(Main.java:74)
  s8: fork corpus.variants.sealedclasses.Main$Worker.run[corpus.variants.sealedclasses.Main$Worker@Main.java:74] corpus.variants.sealedclasses.Main$Worker@Main.java:74 // at corpus.variants.sealedclasses.Main.main(Main.java:74)
  s11: call corpus.variants.sealedclasses.Main$Export.<init>[corpus.variants.sealedclasses.Main$Export@Main.java:75] // at corpus.variants.sealedclasses.Main.main(Main.java:75)
  s12: call corpus.variants.sealedclasses.Main$Worker.<init>[corpus.variants.sealedclasses.Main$Worker@Main.java:75] // at corpus.variants.sealedclasses.Main.main(Main.java:75)
  s13: fork corpus.variants.sealedclasses.Main$Worker.run[corpus.variants.sealedclasses.Main$Worker@Main.java:75] corpus.variants.sealedclasses.Main$Worker@Main.java:75 // at corpus.variants.sealedclasses.Main.main(Main.java:75)
  s16: call corpus.variants.sealedclasses.Main$Audit.<init>[corpus.variants.sealedclasses.Main$Audit@Main.java:76] // at corpus.variants.sealedclasses.Main.main(Main.java:76)
  s17: call corpus.variants.sealedclasses.Main$Worker.<init>[corpus.variants.sealedclasses.Main$Worker@Main.java:76] // at corpus.variants.sealedclasses.Main.main(Main.java:76)
  s18: fork corpus.variants.sealedclasses.Main$Worker.run[corpus.variants.sealedclasses.Main$Worker@Main.java:76] corpus.variants.sealedclasses.Main$Worker@Main.java:76 // at corpus.variants.sealedclasses.Main.main(Main.java:76)
}
